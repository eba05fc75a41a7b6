/**
 * The calculator form of /collegeSelection and /editscenario/{id}.
 *
 * Accessible names, for browser tests (getByRole / getByLabel):
 * - Scenario: combobox "Add a college" (its listbox "Colleges", options named by the college's
 *   name, city and state); selects "Home state" and "Family income"; textbox "Scenario name (optional)"; button
 *   "Save scenario" ("Save changes" when editing).
 * - Each college is a group (fieldset) named by the college's name, e.g.
 *   `getByRole('group', { name: 'The University of Alabama' })`, holding: selects "Residency",
 *   "Housing", "Years to finish", "Major", "Loan term"; textboxes "Cost of attendance per year",
 *   "Grants per year", "Scholarships per year", "Family contribution per year",
 *   "Savings (total)", "Loans per year", "Interest rate" (name interest_rate, with "%"),
 *   "Expected starting salary"; buttons "Reset to data: cost of attendance" and "Reset to data: grants" (once typed),
 *   "Use the data’s figure" (salary, once typed) and "Remove <college name>".
 * - Group "Assumptions": textboxes "Discount rate (%)", "Salary growth per year (%)",
 *   "Tax on the earnings gain (%)", "What I would earn without college, per year".
 * - Each college's live results: an article named by the college's name (its h3).
 *
 * On /collegeSelection an "Add to my scenario" link (?add=…&state=…&income=…) fills the home
 * state, the family income and the college once (use-scenario-link.ts), and what is typed is kept
 * in the browser as a draft until saved (scenario-draft.ts). Going to another page with unsaved
 * changes asks first: dialog "Leave without saving?" with buttons "Stay on this page" and
 * "Leave without saving"; on /editscenario/{id} a reload or closing the tab asks too.
 */
import { stateName } from '@degreeworth/core';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useCalculatorTexts } from '../calculator-texts';
import type { ScenarioFormState } from '../scenario-form';
import { type Notice, useScenarioEditor } from '../use-scenario-editor';
import { useScenarioLink } from '../use-scenario-link';
import { AssumptionsFields } from './assumptions-fields';
import { CollegeList } from './college-list';
import { CollegeSearch } from './college-search';
import { FamilyIncomeSelect, HomeStateSelect } from './home-state-income-fields';
import { LeaveDialog } from './leave-dialog';
import { AccessPrompt } from '@/components/access-prompt';

interface ScenarioEditorProps {
  initial: ScenarioFormState;
  /** Set when editing a saved scenario: saving PUTs it. */
  scenarioId?: string;
  /** Reads an "Add to my scenario" link in the address (/collegeSelection only). */
  readsLink?: boolean;
  /** Keeps what is typed in the browser until saved (/collegeSelection only). */
  keepsDraft?: boolean;
}

export function ScenarioEditor({
  initial,
  scenarioId,
  readsLink = false,
  keepsDraft = false,
}: ScenarioEditorProps) {
  const { t } = useCalculatorTexts();
  const editor = useScenarioEditor(initial, scenarioId, keepsDraft);
  useScenarioLink(editor, readsLink);
  const { state, update, errorOf, touch, reference } = editor;
  const states = reference.data?.states;
  const home = states?.find((s) => s.code === state.homeState);
  const homeName = stateName(state.homeState);

  return (
    <div className="mt-8 space-y-8">
      <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <HomeStateSelect
          required
          value={state.homeState}
          error={errorOf('home_state')}
          onChange={(value) => {
            update({ type: 'homeStateChanged', value });
            touch('home_state');
          }}
        />
        <FamilyIncomeSelect
          value={state.familyIncome}
          onChange={(value) => update({ type: 'familyIncomeChanged', value })}
        />
      </div>

      <section aria-labelledby="colleges-heading" className="space-y-4">
        <h2 id="colleges-heading" className="text-2xl font-semibold text-slate-900">
          {t('collegesHeading')}{' '}
          <span className="text-base font-normal text-slate-600">
            {t('countOf', { n: state.colleges.length, max: editor.maxColleges })}
          </span>
        </h2>
        <div className="max-w-xl">
          <CollegeSearch
            onSelect={(hit) => void editor.addCollege(hit)}
            addedIds={state.colleges.map((c) => c.facts.university_id)}
            error={errorOf('colleges')}
            homeState={state.homeState}
          />
        </div>
        <NoticeView notice={editor.collegeNotice} />
        <CollegeList editor={editor} />
      </section>

      <AssumptionsFields
        entry={state.assumptions}
        homeBaseline={home?.baseline ?? null}
        homeStateName={homeName}
        errorOf={errorOf}
        onTouch={touch}
        onChange={(patch) => update({ type: 'assumptionsChanged', patch })}
      />

      <section
        aria-label={t('saveSection')}
        className="space-y-4 rounded-xl bg-slate-50 p-4 sm:p-5"
      >
        <div className="max-w-md">
          <TextField
            label={t('scenarioName')}
            name="name"
            value={state.name}
            error={errorOf('name')}
            onChange={({ value }) => {
              update({ type: 'nameChanged', value });
              touch('name');
            }}
          />
        </div>
        <Button
          size="lg"
          onClick={() => void editor.save()}
          isLoading={editor.isSaving}
          disabled={!editor.canSave}
        >
          {scenarioId ? t('saveChanges') : t('save')}
        </Button>
        <NoticeView notice={editor.saveNotice} />
      </section>
      <LeaveDialog blocker={editor.leaveBlocker} isEditing={scenarioId !== undefined} />
    </div>
  );
}

function NoticeView({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  if (notice.upgrade) return <AccessPrompt kind="upgrade" message={notice.message} />;
  return <FormAlert tone="info" message={notice.message} />;
}
