import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

/** The live-region nodes that name themselves after an element (react-aria's announcements). */
function danglingAnnouncements(): Element[] {
  return [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter((node) =>
    (node.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .some((id) => id && !document.getElementById(id)),
  );
}

describe('Button pending announcement (WCAG 4.1.2: no reference to an element not in the page)', () => {
  it('announces the busy state of a focused button, labelled by the button', () => {
    const { rerender } = render(<Button onPress={() => {}}>Envoyer</Button>);
    act(() => screen.getByRole('button', { name: 'Envoyer' }).focus());
    rerender(
      <Button onPress={() => {}} isPending>
        Envoyer
      </Button>,
    );
    const announcement = document.querySelector('[data-live-announcer] [aria-labelledby]');
    expect(announcement).not.toBeNull();
    expect(danglingAnnouncements()).toEqual([]);
  });

  it('leaves no announcement pointing at it once a pending button leaves the page', () => {
    const { rerender, unmount } = render(<Button onPress={() => {}}>Envoyer</Button>);
    act(() => screen.getByRole('button', { name: 'Envoyer' }).focus());
    rerender(
      <Button onPress={() => {}} isPending>
        Envoyer
      </Button>,
    );
    unmount();
    expect(danglingAnnouncements()).toEqual([]);
  });
});
