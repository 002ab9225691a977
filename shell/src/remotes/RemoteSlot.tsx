import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExposedModule, RemoteId } from 'shared-contracts';
import { Button, LoadingState, ServerHtmlContext } from 'shared-ui';

import { reportSlotFailure } from '../fieldData/fieldData';
import { useHost } from '../host/hostContext';
import { AREA_HYDRATED_EVENT, SERVER_AREA_ATTRIBUTE } from '../ssr/earlyClicks';
import { useServerRender } from '../ssr/renderState';
import { failureKindOf } from './errors';
import { downloadedRemoteComponent, loadRemoteComponent, remotePatienceOf } from './federation';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import styles from './RemoteSlot.module.css';
import { useServerRenderedArea } from './serverRenderedArea';
import { SlotFailure } from './SlotFailure';
import { SlotLoading } from './SlotLoading';
import { wasWarmed } from './warmRemote';

/** Props of {@link RemoteSlot}. */
export interface RemoteSlotProps<R extends RemoteId = RemoteId> {
  /** The remote that owns the area. */
  remote: R;
  /** The exposed module, for example 'PromotionsPage'. */
  module: ExposedModule<R>;
  /**
   * `page` fills the main area; `overlay` (modals) shows its failure as a floating notice;
   * `silent` shows nothing while loading or failed (another slot already tells the user).
   */
  variant?: 'page' | 'overlay' | 'silent';
  /** Start as after a failure: drop whatever the runtime cached of an earlier attempt. */
  freshStart?: boolean;
  /** Called after the remote's component has mounted (its effects have run). */
  onLoaded?: () => void;
  /** Overlay only: closes the failure notice. */
  onDismiss?: () => void;
}

/** Rendered after the remote's component, so its effect runs once the remote's have. */
function AfterMount({ onMount }: { onMount?: () => void }) {
  useEffect(() => onMount?.(), [onMount]);
  return null;
}

/** Tells the page the server's area has hydrated or failed (its held clicks may go). */
const announceAreaHydrated = () => {
  window.dispatchEvent(new Event(AREA_HYDRATED_EVENT));
};

/**
 * Renders an exposed module of a remote with Suspense, an error boundary and a retry action.
 * A slow remote says it is still loading after a few seconds and is waited for up to the
 * patience (SPEC's 120 s); one that is down, slower still, incompatible or throwing shows a clear
 * "unavailable" state with a retry; one that is not released yet says "coming soon". The rest of the site keeps working.
 */
export function RemoteSlot<R extends RemoteId>({
  remote,
  module,
  variant = 'page',
  onLoaded,
  onDismiss,
  freshStart = false,
}: RemoteSlotProps<R>) {
  const host = useHost();
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(freshStart ? 1 : 0);
  // The route's own area may come rendered by its remote with the page (ADR 0017): the server
  // renders it with the remote's server render; the browser hydrates it with the remote's code,
  // which the bootstrap downloads before hydrating (else hydration waits at the Suspense
  // boundary, keeping the server's HTML, until the code is there).
  const rendered = useServerRenderedArea(remote, module);
  const serverRender = useServerRender();
  // Hydrating that area, with the component the bootstrap downloaded; a module warmed ahead of
  // its slot (the login dialogs) renders at once too, without a suspended pass. Both taken once
  // at mount (else the slot loads through the registry).
  const [hydrating] = useState(() => rendered === true && serverRender);
  const [downloadedWith] = useState(() =>
    hydrating || (!freshStart && wasWarmed(remote, module))
      ? downloadedRemoteComponent(remote, module)
      : undefined,
  );
  // React hydrates the area after the frame: a click the page held waits for it (a click on a
  // part not yet hydrated would be lost).
  const areaHydratedSignal = hydrating ? <AfterMount onMount={announceAreaHydrated} /> : null;
  const Area = useMemo(() => {
    if (attempt === 0 && typeof rendered === 'function') return rendered;
    if (attempt === 0 && downloadedWith) return downloadedWith;
    return lazy(() =>
      loadRemoteComponent(remote, module, attempt > 0, remotePatienceOf(host.config)),
    );
  }, [remote, module, attempt, rendered, downloadedWith, host.config]);
  // Any other area: the server draws its loading state, and hydration must find the same; the
  // remote itself loads in the browser once the page has hydrated.
  if (serverRender && !rendered) {
    return (
      <section className={variant === 'page' ? styles.slot : undefined} data-remote={remote}>
        {variant === 'page' ? <LoadingState label={t('remote.loading')} /> : null}
      </section>
    );
  }

  // The area the server rendered holds its early clicks until it has hydrated (earlyClicks.ts).
  const serverArea = rendered ? { [SERVER_AREA_ATTRIBUTE]: '' } : undefined;
  return (
    <section
      className={variant === 'page' ? styles.slot : undefined}
      data-remote={remote}
      {...serverArea}
    >
      <RemoteErrorBoundary
        key={attempt}
        onCatch={(error) => reportSlotFailure(remote, error)}
        fallback={(error) => {
          if (variant === 'silent') return areaHydratedSignal;
          return (
            <div className={variant === 'page' ? styles.fallback : styles.overlayFallback}>
              {areaHydratedSignal}
              <SlotFailure
                kind={failureKindOf(error)}
                onRetry={() => setAttempt((count) => count + 1)}
              />
              {onDismiss ? (
                <Button variant="ghost" size="sm" className={styles.dismiss} onClick={onDismiss}>
                  {t('common.close')}
                </Button>
              ) : null}
            </div>
          );
        }}
      >
        <Suspense fallback={<SlotLoading variant={variant} />}>
          <ServerHtmlContext.Provider value={Boolean(rendered)}>
            <Area host={host} />
          </ServerHtmlContext.Provider>
          <AfterMount onMount={onLoaded} />
          {areaHydratedSignal}
        </Suspense>
      </RemoteErrorBoundary>
    </section>
  );
}
