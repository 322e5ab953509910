/**
 * Feedback (/feedback, spec sections 3 and 5): one of the six question types and the content, counted
 * in words (FEEDBACK_WORDS_MIN to FEEDBACK_WORDS_MAX, decision 015). Reached from the help centre and
 * the member centre; a visitor may write too, leaving a contact. Sent once, then a thank-you.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { activityAreas } from '@ui/i18n/locales/areas/activity.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { FeedbackForm, type FeedbackValues } from '@ui/content/FeedbackForm.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_WORDS_MAX, FEEDBACK_WORDS_MIN } from '../../api/system.contract.ts';
import { useSubmitFeedback } from '../../api/system.ts';
import { useSingleFlight } from '../account/use-single-flight.ts';
import { feedbackRefusal } from '../promotions/promotion-errors.ts';
import { useSession } from '../session/use-session.ts';

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function FeedbackPage() {
  return useAreas(activityAreas) ? <Feedback /> : <LoadingScreen className="min-h-96" />;
}

function Feedback() {
  const { t } = useTranslation();
  const session = useSession();
  const feedback = useSubmitFeedback();
  const flight = useSingleFlight();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // A new form after "write another" (keyed, so it starts empty).
  const [round, setRound] = useState(0);

  const submit = (values: FeedbackValues) =>
    void flight.run(async () => {
      setRefusal(null);
      try {
        await feedback.mutateAsync(values);
        setSent(true);
      } catch (error) {
        setRefusal(feedbackRefusal(t, error));
      }
    });

  return (
    <PageContainer width="article">
      <PageHeading title={t('feedback.title')} intro={t('feedback.intro')} />
      <FeedbackForm
        key={round}
        wordsMin={FEEDBACK_WORDS_MIN}
        wordsMax={FEEDBACK_WORDS_MAX}
        askContact={!session.isLogin}
        submitting={flight.pending}
        refusal={refusal}
        sent={sent}
        onSubmit={submit}
        onWriteAnother={() => {
          setSent(false);
          setRound((value) => value + 1);
        }}
      />
    </PageContainer>
  );
}
