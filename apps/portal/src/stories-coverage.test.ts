// Story coverage (docs/testing.md "Stories"): a test compares the state lists that
// @salon/machines exports with the stories and fails when a state a screen shows has no story.
// Every screen story names the state it shows:
//
//   parameters: { machine: { id: 'login', state: 'form.submitting' } },   // machine id, state value
//   globals: { locale: 'en' },                                           // English; French is the default
//
// (`machine` may also be a list of such pairs, for a story that shows two machines at once; `id`
// may be set once on the file's default export, and then `machine: null` marks a story of that
// file that shows no state.) For each machine that at least one story
// names, every state value of its exported list (`machineStates` of @salon/machines) must have a
// story in French and in English. The dashboard and the invoices have no machine (a load and its
// retry): their views export their own lists, `dashboardStates`, `invoicesStates`, checked the
// same way.
import { machineStates } from '@salon/machines';
import { isExportStory } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { invoicesStates } from './screens/commercial/invoices/InvoicesView';
import { resourcePageStates } from './screens/account/PageStatus';
import { badgesStates } from './screens/badges/BadgesView';
import { campaignBadgesStates } from './screens/badges/CampaignBadgesModal';
import { standStates } from './screens/booth/StandView';
import { dashboardStates } from './screens/dashboard/DashboardView';
import { marketplaceStates } from './screens/marketplace/MarketplaceView';

/** The state lists a story may name: the machines', and the screens' own for screens without one. */
const stateLists: Record<string, readonly string[]> = {
  ...machineStates,
  dashboard: dashboardStates,
  invoices: invoicesStates,
  informations: resourcePageStates,
  company: resourcePageStates,
  badges: badgesStates,
  campaignBadges: campaignBadgesStates,
  stand: standStates,
  marketplace: marketplaceStates,
};

const locales = ['fr', 'en'] as const;
type Locale = (typeof locales)[number];

export interface StoryAnnotation {
  /** `file > story`, for the messages. */
  story: string;
  machine: string | undefined;
  state: string | undefined;
  locale: string;
}

type Annotations = { parameters?: { machine?: unknown }; globals?: { locale?: unknown } };
type MachineParameter = { id?: unknown; state?: unknown };

function machineParameters(value: unknown): MachineParameter[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as MachineParameter[];
}

/** The (machine, state, locale) each story of a CSF module names. */
export function annotationsOf(file: string, module: Record<string, unknown>): StoryAnnotation[] {
  const meta = (module.default ?? {}) as Annotations & {
    includeStories?: string[] | RegExp;
    excludeStories?: string[] | RegExp;
  };
  const metaMachines = machineParameters(meta.parameters?.machine);
  const metaMachine = metaMachines.length === 1 ? metaMachines[0] : undefined;
  const result: StoryAnnotation[] = [];
  for (const [name, value] of Object.entries(module)) {
    // The default export is the meta; `__namedExportsOrder` is the story order the bundler adds.
    if (name === 'default' || name === '__namedExportsOrder' || !isExportStory(name, meta)) {
      continue;
    }
    const story = (value ?? {}) as Annotations;
    // `machine: null` on a story: it shows no machine state (a docs or layout story).
    if (story.parameters?.machine === null) continue;
    const locale = String(story.globals?.locale ?? meta.globals?.locale ?? 'fr');
    const own = machineParameters(story.parameters?.machine);
    const machines = own.length > 0 ? own : metaMachines;
    for (const machine of machines) {
      result.push({
        story: `${file} > ${name}`,
        machine:
          machine.id === undefined
            ? typeof metaMachine?.id === 'string'
              ? metaMachine.id
              : undefined
            : String(machine.id),
        state: machine.state === undefined ? undefined : String(machine.state),
        locale,
      });
    }
  }
  return result;
}

export interface CoverageReport {
  /** The machines at least one story names, sorted. */
  covered: string[];
  /** What is wrong: unknown machines or states, and states without a story in a language. */
  problems: string[];
}

/**
 * Compares the stories' annotations with the state lists: for each machine a story names, each
 * state in French and in English (spec §1: both languages).
 */
export function checkCoverage(
  annotations: readonly StoryAnnotation[],
  lists: Record<string, readonly string[]>,
): CoverageReport {
  const problems: string[] = [];
  const seen = new Map<string, Set<string>>();
  for (const annotation of annotations) {
    const { machine, state, story, locale } = annotation;
    if (machine === undefined || state === undefined) {
      problems.push(`${story}: parameters.machine needs both an id and a state`);
      continue;
    }
    const states = lists[machine];
    if (!states) {
      problems.push(`${story}: unknown machine '${machine}'`);
      continue;
    }
    if (!states.includes(state)) {
      problems.push(`${story}: '${state}' is not a state of ${machine} (${states.join(', ')})`);
      continue;
    }
    if (!(locales as readonly string[]).includes(locale)) {
      problems.push(`${story}: unknown locale '${locale}'`);
      continue;
    }
    const key = `${state}\u0000${locale}`;
    seen.set(machine, (seen.get(machine) ?? new Set()).add(key));
  }
  const covered = [...seen.keys()].sort();
  for (const machine of covered) {
    const shown = seen.get(machine)!;
    for (const state of lists[machine]!) {
      const missing = locales.filter((locale: Locale) => !shown.has(`${state}\u0000${locale}`));
      if (missing.length > 0) {
        problems.push(`${machine}: no story for '${state}' in ${missing.join(' and ')}`);
      }
    }
  }
  return { covered, problems };
}

const storyModules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx');

async function portalAnnotations(): Promise<StoryAnnotation[]> {
  const all: StoryAnnotation[] = [];
  for (const [file, load] of Object.entries(storyModules).sort(([a], [b]) => a.localeCompare(b))) {
    all.push(...annotationsOf(file.replace(/^\.\//, ''), await load()));
  }
  return all;
}

describe('story coverage of the machines’ states (docs/testing.md)', () => {
  it('has a story in French and in English for every state of each machine a screen story shows', async () => {
    const annotations = await portalAnnotations();
    const report = checkCoverage(annotations, stateLists);
    console.info(
      `Story coverage: ${Object.keys(storyModules).length} story files; machines covered: ${
        report.covered.join(', ') || 'none'
      }; not shown by any screen story yet: ${
        Object.keys(stateLists)
          .filter((id) => !report.covered.includes(id))
          .join(', ') || 'none'
      }`,
    );
    expect(report.problems).toEqual([]);
    // The check never passes for want of stories: the dashboard's are always there.
    expect(report.covered).toContain('dashboard');
  }, 120_000);

  describe('the check itself', () => {
    const lists = { login: ['form.idle', 'form.submitting', 'redirecting'] };
    const both = (state: string) =>
      locales.map((locale) => ({ story: `s ${state} ${locale}`, machine: 'login', state, locale }));

    it('passes when every state has a French and an English story', () => {
      const report = checkCoverage(
        [...both('form.idle'), ...both('form.submitting'), ...both('redirecting')],
        lists,
      );
      expect(report).toEqual({ covered: ['login'], problems: [] });
    });

    it('lists each state without a story, per language', () => {
      const report = checkCoverage(
        [
          ...both('form.idle'),
          { story: 's', machine: 'login', state: 'redirecting', locale: 'fr' },
        ],
        lists,
      );
      expect(report.problems).toEqual([
        "login: no story for 'form.submitting' in fr and en",
        "login: no story for 'redirecting' in en",
      ]);
    });

    it('refuses an unknown machine, an unknown state and an annotation without a state', () => {
      const report = checkCoverage(
        [
          { story: 'a', machine: 'logn', state: 'form.idle', locale: 'fr' },
          { story: 'b', machine: 'login', state: 'form.sending', locale: 'fr' },
          { story: 'c', machine: 'login', state: undefined, locale: 'fr' },
        ],
        lists,
      );
      expect(report.problems).toEqual([
        "a: unknown machine 'logn'",
        "b: 'form.sending' is not a state of login (form.idle, form.submitting, redirecting)",
        'c: parameters.machine needs both an id and a state',
      ]);
      expect(report.covered).toEqual([]);
    });

    it('ignores machines no story names: they are covered once their screen lands', () => {
      expect(checkCoverage([], lists)).toEqual({ covered: [], problems: [] });
    });

    it('reads the annotations of a CSF module: story globals over the default export’s, French by default, the id set once on the default export', () => {
      const module = {
        default: { title: 'Login', parameters: { machine: { id: 'login' } } },
        Idle: { parameters: { machine: { state: 'form.idle' } } },
        IdleEnglish: {
          parameters: { machine: { state: 'form.idle' } },
          globals: { locale: 'en' },
        },
        Both: {
          parameters: {
            machine: [
              { id: 'rebooking', state: 'payment' },
              { id: 'payment', state: 'choosing' },
            ],
          },
        },
        Plain: {},
        Docs: { parameters: { machine: null } },
        __namedExportsOrder: ['Idle'],
      };
      expect(annotationsOf('login.stories.tsx', module)).toEqual([
        { story: 'login.stories.tsx > Idle', machine: 'login', state: 'form.idle', locale: 'fr' },
        {
          story: 'login.stories.tsx > IdleEnglish',
          machine: 'login',
          state: 'form.idle',
          locale: 'en',
        },
        { story: 'login.stories.tsx > Both', machine: 'rebooking', state: 'payment', locale: 'fr' },
        { story: 'login.stories.tsx > Both', machine: 'payment', state: 'choosing', locale: 'fr' },
        { story: 'login.stories.tsx > Plain', machine: 'login', state: undefined, locale: 'fr' },
      ]);
    });
  });
});
