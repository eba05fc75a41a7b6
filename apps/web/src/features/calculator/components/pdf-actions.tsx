import { useState } from 'react';
import {
  hasFullAccess,
  MESSAGES,
  SCENARIO_MESSAGES,
  type SavedScenario,
  reportFileName,
} from '@degreeworth/core';
import { useAppSelector } from '@/lib/hooks';
import { Button } from '@/components/ui/button';
import { selectUser } from '@/lib/auth-slice';
import { saveFile } from '@/lib/save-file';
import { apiErrorMessage, toast } from '@/lib/toast';
import { useDownloadScenarioPdfMutation, useEmailScenarioPdfMutation } from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';
import { statusOf } from '@/components/query-error';
import { AccessPrompt } from '@/components/access-prompt';

/**
 * "Download PDF" and "Email me the PDF" (Individual Pro). Free accounts see the upgrade prompt
 * instead; a 403 from the server (the plan changed meanwhile) turns the buttons into it too.
 */
export function PdfActions({ scenario }: { scenario: SavedScenario }) {
  const { t } = useCalculatorTexts();
  const user = useAppSelector(selectUser);
  const [download, downloading] = useDownloadScenarioPdfMutation();
  const [email, emailing] = useEmailScenarioPdfMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  // While the user record loads, the buttons show; the server has the last word.
  const isFree = user !== null && !hasFullAccess(user);
  if (isFree || refusal)
    return <AccessPrompt kind="upgrade" message={refusal ?? SCENARIO_MESSAGES.pdfNeedsPro} />;

  const onFailure = (err: unknown) => {
    if (statusOf(err) === 403) setRefusal(apiErrorMessage(err) ?? SCENARIO_MESSAGES.pdfNeedsPro);
    else toast.apiError(err, t('pdfFailed'));
  };
  const title = scenario.name || scenario.colleges.map((c) => c.name).join(' vs ');

  const onDownload = async () => {
    try {
      saveFile(await download(scenario.id).unwrap(), reportFileName(title));
    } catch (err) {
      onFailure(err);
    }
  };
  const onEmail = async () => {
    try {
      const answer = await email(scenario.id).unwrap();
      // The "Check your email inbox" toast stays open until closed.
      toast.persistent(answer.message || MESSAGES.checkInbox);
    } catch (err) {
      onFailure(err);
    }
  };

  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => void onDownload()} isLoading={downloading.isLoading}>
        {t('downloadPdf')}
      </Button>
      <Button variant="secondary" onClick={() => void onEmail()} isLoading={emailing.isLoading}>
        {t('emailPdf')}
      </Button>
    </div>
  );
}
