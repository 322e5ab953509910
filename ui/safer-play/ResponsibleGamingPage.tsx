import { Clock, ExternalLink, Hourglass, MessageCircle, PauseCircle, Wallet } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../layout/PageHeading.tsx';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';

/** An organisation that helps people harmed by gambling; opened in a new tab. */
export interface HelpOrganisation {
  id: string;
  /** Its own name (not translated). */
  name: string;
  url: string;
  /** What it offers, translated; the known ones have their line in the catalogue. */
  description?: string;
}

export const DEFAULT_HELP_ORGANISATIONS: readonly HelpOrganisation[] = [
  { id: 'beGambleAware', name: 'BeGambleAware', url: 'https://www.begambleaware.org/' },
  { id: 'gamCare', name: 'GamCare', url: 'https://www.gamcare.org.uk/' },
  { id: 'gamblersAnonymous', name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
];

/** The catalogue's line for each default organisation. */
const ORGANISATION_KEYS = {
  beGambleAware: 'saferPlay.page.orgs.beGambleAware',
  gamCare: 'saferPlay.page.orgs.gamCare',
  gamblersAnonymous: 'saferPlay.page.orgs.gamblersAnonymous',
} as const;
const isKnown = (id: string): id is keyof typeof ORGANISATION_KEYS => Object.hasOwn(ORGANISATION_KEYS, id);

export type ResponsibleGamingPageProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The member centre's limits. */
  onOpenLimits: () => void;
  /** The reality-check setting; without it the tool is described but offers no button. */
  onOpenRealityCheck?: () => void;
  /** The member centre's take-a-break tools. */
  onOpenTakeABreak?: () => void;
  /** Customer service (the chat, or however the brand is reached). */
  onContactSupport: () => void;
  helpOrganisations?: readonly HelpOrganisation[];
};

/**
 * The responsible-gaming page's content: what the safer-play tools do (the clock, reality checks,
 * limits, breaks) with a way into each, the 18+ statement, and where to get help: the help
 * organisations (new tab) and customer service.
 */
export function ResponsibleGamingPage({
  onOpenLimits,
  onOpenRealityCheck,
  onOpenTakeABreak,
  onContactSupport,
  helpOrganisations = DEFAULT_HELP_ORGANISATIONS,
  className,
  ...props
}: ResponsibleGamingPageProps) {
  const { t } = useTranslation();
  const toolsId = useId();
  const helpId = useId();
  return (
    <div data-slot="responsible-gaming-page" className={cn('flex flex-col gap-space-xl', className)} {...props}>
      <PageHeading title={t('saferPlay.page.title')} intro={t('saferPlay.page.intro')} />
      <p
        data-slot="responsible-gaming-adults"
        className="flex items-center gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md text-sm text-text"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-pill border-2 border-danger text-sm font-bold text-danger"
        >
          18+
        </span>
        {t('saferPlay.page.adults')}
      </p>
      <section aria-labelledby={toolsId} className="flex flex-col gap-space-md">
        <h2 id={toolsId} className="text-xl font-semibold text-text">
          {t('saferPlay.page.toolsTitle')}
        </h2>
        <ul className="grid gap-space-md sm:grid-cols-2">
          <Tool icon={<Clock aria-hidden />} title={t('saferPlay.page.clockTitle')} text={t('saferPlay.page.clockText')} />
          <Tool
            icon={<Hourglass aria-hidden />}
            title={t('saferPlay.page.realityTitle')}
            text={t('saferPlay.page.realityText')}
            action={onOpenRealityCheck && { label: t('saferPlay.page.openRealityCheck'), onClick: onOpenRealityCheck }}
          />
          <Tool
            icon={<Wallet aria-hidden />}
            title={t('saferPlay.page.limitsTitle')}
            text={t('saferPlay.page.limitsText')}
            action={{ label: t('saferPlay.page.openLimits'), onClick: onOpenLimits }}
          />
          <Tool
            icon={<PauseCircle aria-hidden />}
            title={t('saferPlay.page.breakTitle')}
            text={t('saferPlay.page.breakText')}
            action={onOpenTakeABreak && { label: t('saferPlay.page.openBreak'), onClick: onOpenTakeABreak }}
          />
        </ul>
      </section>
      <section aria-labelledby={helpId} className="flex flex-col gap-space-md">
        <h2 id={helpId} className="text-xl font-semibold text-text">
          {t('saferPlay.page.helpTitle')}
        </h2>
        <p className="text-sm text-muted">{t('saferPlay.page.helpText')}</p>
        <ul className="flex flex-col gap-space-sm">
          {helpOrganisations.map((organisation) => {
            const description = organisation.description ?? (isKnown(organisation.id) ? t(ORGANISATION_KEYS[organisation.id]) : undefined);
            return (
              <li
                key={organisation.id}
                data-slot="help-organisation"
                className="flex flex-col gap-0.5 rounded-lg border border-border bg-surface-raised p-space-md"
              >
                <a
                  href={organisation.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-space-xs self-start font-semibold text-brand underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  {organisation.name}
                  <ExternalLink aria-hidden className="size-4" />
                  <span className="sr-only">{t('saferPlay.page.opensNewTab')}</span>
                </a>
                {description && <p className="text-sm text-muted">{description}</p>}
              </li>
            );
          })}
        </ul>
        <Button variant="secondary" icon={<MessageCircle aria-hidden />} className="self-start" onClick={onContactSupport}>
          {t('saferPlay.page.contact')}
        </Button>
      </section>
    </div>
  );
}

function Tool({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <li data-slot="safer-play-tool" className="flex flex-col gap-space-sm rounded-xl border border-border bg-surface-raised p-space-md">
      <h3 className="flex items-center gap-space-sm font-semibold text-text [&>svg]:size-5 [&>svg]:shrink-0 [&>svg]:text-brand">
        {icon}
        {title}
      </h3>
      <p className="flex-1 text-sm text-muted">{text}</p>
      {action && (
        <Button variant="secondary" size="sm" className="self-start" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </li>
  );
}
