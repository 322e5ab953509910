/**
 * The help centre (/help with the site frame, /helpmc alone): the platform's articles in the current
 * language. `?topic=<category code>` opens a topic (the registration's terms, the footer's legal
 * links); choosing a topic writes it back, so the address can be shared. Its heading offers feedback.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { activityAreas } from '@ui/i18n/locales/areas/activity.ts';
import { contentAreas } from '@ui/i18n/locales/areas/content.ts';
import { pagesAreas } from '@ui/i18n/locales/areas/pages.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { FeedbackLink } from '@ui/content/FeedbackLink.tsx';
import { HelpCentre } from '@ui/content/HelpCentre.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { useApiLanguage } from '../../api/client.ts';
import { useHelpCenter } from '../../api/system.ts';
import { PATHS } from '../../paths.ts';
import { helpTopic } from './help-topics.ts';

/** The help's areas first, with the feedback link's. */
export function HelpPage() {
  return useAreas(contentAreas, pagesAreas, activityAreas) ? <Help /> : <LoadingScreen className="min-h-96" />;
}

function Help() {
  const { t } = useTranslation();
  const help = useHelpCenter({ lang: useApiLanguage() });
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const navigationType = useNavigationType();
  const rawTopic = search.get('topic');
  // Checked against the categories: an unknown or malformed topic shows the first one.
  const topic = helpTopic(rawTopic, help.data);

  // A link to another topic while already here (the footer's legal row) shows it from the top, as a
  // page change does; choosing a tab replaces the address and stays put.
  const shownTopicRef = useRef(rawTopic);
  useEffect(() => {
    if (shownTopicRef.current === rawTopic) return;
    shownTopicRef.current = rawTopic;
    if (navigationType === 'PUSH') window.scrollTo({ top: 0, left: 0 });
  }, [rawTopic, navigationType]);

  const chooseTopic = (code: string) => {
    const params = new URLSearchParams(search);
    params.set('topic', code);
    setSearch(params, { replace: true });
  };

  return (
    <PageContainer width="wide">
      <PageHeading
        title={t('pages.helpTitle')}
        intro={t('pages.helpIntro')}
        actions={
          <FeedbackLink
            variant="button"
            href={PATHS.feedback}
            onNavigate={(event) => {
              event.preventDefault();
              void navigate(PATHS.feedback);
            }}
          />
        }
      />
      <HelpCentre
        categories={help.data}
        loading={help.isPending}
        error={help.isError}
        onRetry={() => void help.refetch()}
        value={topic ?? ''}
        onValueChange={chooseTopic}
      />
    </PageContainer>
  );
}
