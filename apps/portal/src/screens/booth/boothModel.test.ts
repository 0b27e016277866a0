import { manyStages, storyNow } from '@salon/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { eventsOf } from './boothModel';
import { autumnPlan, springPlan, springGuides } from './storyFixtures';

describe('booth page model (spec §2 pro/stand, §4, §6)', () => {
  const events = eventsOf({
    ...manyStages,
    guides: springGuides,
    floorPlans: [springPlan, autumnPlan],
    now: storyNow,
  });

  it('groups the registrations by show, leaves out the canceled one, and puts shows over last', () => {
    expect(events.map((event) => [event.eventName, event.booths.length])).toEqual([
      ['Salon Printemps 2026', 3],
      ['Salon Automne 2026', 2],
      ['Salon Hiver 2025', 1],
    ]);
  });

  it('opens the guides of a show whose 1st installment is paid only (spec §4, §6)', () => {
    const [spring, autumn] = events;
    expect(spring!.isUnlocked).toBe(true);
    expect(spring!.guides.map((guide) => guide.kind)).toEqual([
      'exhibitor_guide',
      'practical_information',
      'theft_insurance',
      'user_guide',
    ]);
    expect(autumn!.isUnlocked).toBe(false);
    expect(autumn!.guides).toEqual([]);
  });

  it('shows the floor plan of a show whose 1st installment is paid only (spec §4)', () => {
    const [spring, autumn] = events;
    expect(spring!.floorPlan).toEqual(springPlan);
    expect(autumn!.floorPlan).toBeNull();
  });
});
