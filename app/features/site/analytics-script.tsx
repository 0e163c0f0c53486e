/**
 * A configured third-party analytics script (Plausible or Google Analytics); nothing is loaded without one.
 * The inline start-up of Google's is allowed by its hash, like every inline script of the page.
 */
export function AnalyticsScript({
  provider,
  id,
  scriptUrl,
}: {
  provider: 'plausible' | 'google';
  id: string;
  scriptUrl: string;
}) {
  if (provider === 'plausible') return <script defer data-domain={id} src={scriptUrl} />;
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`;
  return (
    <>
      <script async src={scriptUrl} />
      <script dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}
