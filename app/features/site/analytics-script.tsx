/** A configured third-party analytics script (Plausible or Google Analytics); nothing is loaded without one. */
export function AnalyticsScript({
  provider,
  id,
  scriptUrl,
  nonce,
}: {
  provider: 'plausible' | 'google';
  id: string;
  scriptUrl: string;
  nonce: string;
}) {
  if (provider === 'plausible') return <script defer data-domain={id} src={scriptUrl} nonce={nonce} />;
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`;
  return (
    <>
      <script async src={scriptUrl} nonce={nonce} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  );
}
