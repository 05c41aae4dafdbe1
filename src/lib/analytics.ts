/**
 * Page views, counted with the property id in content/data/analytics.json (set it to null to
 * switch counting off). Production builds only; loaded once the page is idle after `load`, so it
 * never competes with the page; never for readers whose browser asks not to be tracked (Do Not
 * Track, Global Privacy Control); and silent when blocked or offline.
 */
export interface AnalyticsConfig {
  propertyId: string | null;
  scriptUrl: string;
}

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag; doNotTrack?: string | null };

/** True unless the browser sends Do Not Track ("1" or "yes") or Global Privacy Control. */
export function readerAllowsTracking(navigatorSignals: PrivacySignals, windowSignals: PrivacySignals = {}): boolean {
  const doNotTrack = navigatorSignals.doNotTrack ?? windowSignals.doNotTrack;
  if (doNotTrack === "1" || doNotTrack === "yes") return false;
  return navigatorSignals.globalPrivacyControl !== true;
}

let tracker: Gtag | null = null;

function whenIdleAfterLoad(run: () => void): void {
  const idle = (): void => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

export function startAnalytics(config: AnalyticsConfig, win: AnalyticsWindow = window): void {
  const { propertyId } = config;
  if (!propertyId || !readerAllowsTracking(win.navigator as PrivacySignals, win)) return;
  whenIdleAfterLoad(() => {
    win.dataLayer = win.dataLayer ?? [];
    const gtag: Gtag = (...args) => {
      win.dataLayer!.push(args);
    };
    gtag("js", new Date());
    gtag("config", propertyId, { anonymize_ip: true });
    const script = win.document.createElement("script");
    script.async = true;
    script.src = `${config.scriptUrl}?id=${encodeURIComponent(propertyId)}`;
    // Blocked by an extension or offline: the page is unaffected, and nothing is reported.
    script.addEventListener("error", () => script.remove());
    win.document.head.append(script);
    tracker = gtag;
  });
}

/** A page view for a client-side navigation; the first page is counted by `config`. */
export function trackPageView(path: string): void {
  tracker?.("event", "page_view", { page_path: path });
}
