import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/Tabs.tsx';

export type AuthTab = 'login' | 'register';

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** The LoginForm element (the app renders it). */
  login: ReactNode;
  /** The RegisterForm element; without it the Register tab is absent. */
  register?: ReactNode;
  logo?: ReactNode;
  /** A translated message shown above the form (e.g. "Password changed, log in again"). */
  notice?: string;
}

/**
 * The single login/register popup (spec section 2): a brand welcome, then two tabs. Without a
 * register form it is the login form alone, with no one-tab tab list.
 */
export function AuthDialog({ open, onOpenChange, tab, onTabChange, login, register, logo, notice }: AuthDialogProps) {
  const { t } = useTranslation();
  const current: AuthTab = register === undefined ? 'login' : tab;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" data-slot="auth-dialog">
        <DialogHeader className="items-center text-center sm:items-start sm:text-left">
          {logo ? (
            <div data-slot="auth-dialog-logo" className="flex h-10 items-center [&_img]:h-full [&_svg]:h-full">
              {logo}
            </div>
          ) : null}
          <DialogTitle>{t('login.welcome', { brand: t('common.appName') })}</DialogTitle>
          <DialogDescription>{current === 'login' ? t('login.loginSubtitle') : t('login.registerSubtitle')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-space-md">
          {notice ? (
            <p
              role="status"
              data-slot="auth-dialog-notice"
              className="flex items-start gap-2 rounded-md bg-brand-soft p-space-sm text-sm text-text"
            >
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
              <span className="min-w-0 break-words">{notice}</span>
            </p>
          ) : null}
          {register === undefined ? (
            login
          ) : (
            // Manual activation: with automatic, Radix reports a click twice (focus, then mousedown) to a controlled
            // parent. Arrows move between the tabs; Enter, Space or a click switches.
            <Tabs activationMode="manual" value={current} onValueChange={(next) => onTabChange(next === 'register' ? 'register' : 'login')}>
              <TabsList aria-label={t('login.accountTabs')} className="w-full">
                <TabsTrigger value="login" className="flex-1">
                  {t('login.tabLogin')}
                </TabsTrigger>
                <TabsTrigger value="register" className="flex-1">
                  {t('login.tabRegister')}
                </TabsTrigger>
              </TabsList>
              {/* Only the shown form is mounted, so the other does not load its captcha or rules for nothing.
                  Each form starts with a control, so the panel itself is no extra Tab stop. */}
              <TabsContent value="login" tabIndex={-1}>
                {login}
              </TabsContent>
              <TabsContent value="register" tabIndex={-1}>
                {register}
              </TabsContent>
            </Tabs>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
