import { useState } from 'react';
import { SCENARIO_SHARE_TEXT } from '@degreeworth/core';
import { CopyLinkField } from '@/components/copy-link-field';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import {
  useGetScenarioShareQuery,
  useShareScenarioMutation,
  useStopSharingScenarioMutation,
} from '../api/calculator-api';
import { useCalculatorTexts } from '../calculator-texts';

/**
 * "Share with family" on a saved scenario's results: makes a read-only link anyone can open
 * without an account, shows it with a Copy button, and stops it after a confirmation. One link
 * per scenario: the server answers the live one again, and a link made after stopping is new.
 */
export function ShareScenario({ scenarioId }: { scenarioId: string }) {
  const { t } = useCalculatorTexts();
  const status = useGetScenarioShareQuery(scenarioId);
  const [share, sharing] = useShareScenarioMutation();
  const [stop, stopping] = useStopSharingScenarioMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  // The control that replaces the one just used takes focus when it appears: the new link, or
  // the button that makes one once the link is gone. Set before the call, so it holds whenever
  // the answer reaches the cache.
  const [focusNext, setFocusNext] = useState<'link' | 'create' | null>(null);
  const link = status.data?.share ?? null;

  const create = async () => {
    setFocusNext('link');
    try {
      const answer = await share(scenarioId).unwrap();
      toast.success(answer.message || SCENARIO_SHARE_TEXT.created);
    } catch (err) {
      setFocusNext(null);
      toast.apiError(err, t('shareFailed'));
    }
  };
  const confirmStop = async () => {
    setIsConfirming(false);
    setFocusNext('create');
    try {
      const answer = await stop(scenarioId).unwrap();
      toast.success(answer.message || SCENARIO_SHARE_TEXT.stopped);
    } catch (err) {
      setFocusNext(null);
      toast.apiError(err, t('shareStopFailed'));
    }
  };

  let body;
  if (status.isError) {
    body = (
      <QueryError
        error={status.error}
        fallback={t('shareLoadFailed')}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {t('shareLoading')}
      </p>
    );
  } else if (link) {
    // Keyed apart from the other state's buttons: a button that appears is mounted, never reused
    // from the one that went, so it takes focus when it should.
    body = (
      <div key="shared" className="space-y-3">
        {/* Keyed by the link: a new one mounts anew, focused and selected for copying. */}
        <CopyLinkField
          key={link.token}
          label={t('shareLinkLabel')}
          link={link.url}
          hint={t('shareExplain')}
          autoFocus={focusNext === 'link'}
        />
        <Button
          variant="secondary"
          className="text-red-700"
          isLoading={stopping.isLoading}
          onClick={() => setIsConfirming(true)}
        >
          {t('shareStop')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div key="not-shared" className="space-y-3">
        <p className="text-sm text-slate-700">{t('shareExplain')}</p>
        <Button
          isLoading={sharing.isLoading}
          autoFocus={focusNext === 'create'}
          onClick={() => void create()}
        >
          {t('shareCreate')}
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="share-heading" className="space-y-3">
      <h2 id="share-heading" className="text-xl font-semibold text-slate-900">
        {t('shareHeading')}
      </h2>
      <p className="text-slate-700">{t('shareIntro')}</p>
      {body}
      <Modal
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('shareStopTitle')}
        description={t('shareStopConsequence')}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setIsConfirming(false)}>
            {t('shareKeep')}
          </Button>
          <Button onClick={() => void confirmStop()}>{t('shareStop')}</Button>
        </div>
      </Modal>
    </section>
  );
}
