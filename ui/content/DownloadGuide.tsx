import { cva } from 'class-variance-authority';
import { Download, ExternalLink, Smartphone } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { safeHttpUrl } from '../lib/url.ts';
import { buttonVariants } from '../primitives/Button.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { QrCode } from '../primitives/QrCode.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/Tabs.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { useControllableState } from '../lib/use-controllable-state.ts';

export type DownloadPlatform = 'android' | 'ios';

export type DownloadGuideProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The Android app link (the `Android` resource's url). */
  androidUrl?: string | null;
  /** The iOS install link (the `MOBILECONFIG` resource's url). */
  iosUrl?: string | null;
  /** The tab shown first (uncontrolled); defaults to the first platform that has a link. */
  defaultPlatform?: DownloadPlatform;
  /** The shown tab (controlled). */
  platform?: DownloadPlatform;
  onPlatformChange?: (platform: DownloadPlatform) => void;
  /** The resources have not arrived yet: the tabs show, the steps are placeholders. */
  loading?: boolean;
  /** The resources could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
};

const isPlatform = (value: string): value is DownloadPlatform => value === 'android' || value === 'ios';

// The spec's QR code: 100 px, margin 0 (the primitive draws the quiet zone as padding).
const QR_SIZE = 100;

const stepsVariants = cva('grid gap-space-sm @4xl:grid-cols-4');
const stepVariants = cva('flex gap-space-md rounded-lg border border-border bg-surface-raised p-space-md @4xl:flex-col @4xl:gap-space-sm');
const stepNumberVariants = cva(
  'flex size-8 shrink-0 items-center justify-center rounded-pill bg-brand text-sm font-semibold text-brand-fg tabular-nums',
);

/** Android and iOS tabs, each with the four install steps; step 1 has the QR code and the link. */
export function DownloadGuide({
  className,
  androidUrl,
  iosUrl,
  defaultPlatform,
  platform,
  onPlatformChange,
  loading = false,
  error = false,
  onRetry,
  ...props
}: DownloadGuideProps) {
  const { t } = useTranslation();
  const state = error ? 'error' : loading ? 'loading' : 'ready';
  const links: Record<DownloadPlatform, string | undefined> = { android: safeHttpUrl(androidUrl), ios: safeHttpUrl(iosUrl) };
  const [current, setCurrent] = useControllableState(
    platform,
    defaultPlatform ?? (!links.android && links.ios ? 'ios' : 'android'),
    onPlatformChange,
  );

  return (
    <div data-slot="download-guide" data-state={state} className={cn('@container min-w-0', className)} {...props}>
      {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && <DownloadSkeleton />}
      {state === 'ready' && (
        <Tabs value={current} onValueChange={(next) => isPlatform(next) && setCurrent(next)}>
          <TabsList aria-label={t('content.download.platforms')}>
            <TabsTrigger value="android">{t('content.download.android')}</TabsTrigger>
            <TabsTrigger value="ios">{t('content.download.ios')}</TabsTrigger>
          </TabsList>
          <TabsContent value="android">
            {links.android ? (
              <ol data-slot="download-steps" className={stepsVariants()}>
                <Step n={1} title={t('content.download.step1Title')} text={t('content.download.step1')}>
                  <LinkBlock url={links.android} qrLabel={t('content.download.androidQr')} linkLabel={t('content.download.androidLink')} />
                </Step>
                <Step n={2} title={t('content.download.androidStep2Title')} text={t('content.download.androidStep2')} />
                <Step n={3} title={t('content.download.androidStep3Title')} text={t('content.download.androidStep3')} />
                <Step n={4} title={t('content.download.step4Title')} text={t('content.download.step4')} />
              </ol>
            ) : (
              <EmptyState
                icon={<Smartphone aria-hidden />}
                title={t('content.download.androidUnavailable')}
                hint={t('content.download.unavailableHint')}
              />
            )}
          </TabsContent>
          <TabsContent value="ios">
            {links.ios ? (
              <ol data-slot="download-steps" className={stepsVariants()}>
                <Step n={1} title={t('content.download.step1Title')} text={t('content.download.step1')}>
                  <LinkBlock url={links.ios} qrLabel={t('content.download.iosQr')} linkLabel={t('content.download.iosLink')} />
                </Step>
                <Step n={2} title={t('content.download.iosStep2Title')} text={t('content.download.iosStep2')} />
                <Step n={3} title={t('content.download.iosStep3Title')} text={t('content.download.iosStep3')} />
                <Step n={4} title={t('content.download.step4Title')} text={t('content.download.step4')} />
              </ol>
            ) : (
              <EmptyState
                icon={<Smartphone aria-hidden />}
                title={t('content.download.iosUnavailable')}
                hint={t('content.download.unavailableHint')}
              />
            )}
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

function Step({ n, title, text, children }: { n: number; title: string; text: string; children?: ReactNode }) {
  return (
    <li data-slot="download-step" className={stepVariants()}>
      {/* The list numbers the steps for assistive technology; the badge is the visual copy. */}
      <span aria-hidden="true" className={stepNumberVariants()}>
        {n}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-space-xs">
        <h3 className="font-semibold text-text">{title}</h3>
        <p className="text-sm text-muted">{text}</p>
        {children}
      </div>
    </li>
  );
}

function LinkBlock({ url, qrLabel, linkLabel }: { url: string; qrLabel: string; linkLabel: string }) {
  const { t } = useTranslation();
  return (
    <div data-slot="download-link" className="mt-space-xs flex flex-wrap items-center gap-space-md">
      <QrCode value={url} size={QR_SIZE} label={qrLabel} />
      <div className="flex min-w-0 flex-1 basis-48 flex-col items-start gap-space-xs">
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'primary' })}>
          <Download aria-hidden className="size-4" />
          {linkLabel}
          <ExternalLink aria-hidden className="size-3.5 opacity-80" />
          <span className="sr-only">{t('content.download.newTab')}</span>
        </a>
        {/* The address itself, for typing it on the phone; never translated. */}
        <span translate="no" className="max-w-full text-xs break-all text-muted">
          {url}
        </span>
      </div>
    </div>
  );
}

function DownloadSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-space-md">
      <div className="flex gap-space-xs border-b border-border pb-space-xs">
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-8 w-14" />
      </div>
      <div className={stepsVariants()}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={stepVariants()}>
            <Skeleton shape="circle" className="size-8 shrink-0" />
            <div className="flex flex-1 flex-col gap-space-xs">
              <Skeleton shape="text" className="w-1/2" />
              <Skeleton shape="text" className="w-11/12" />
              {index === 0 && <Skeleton className="size-[8.5rem]" />}
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
