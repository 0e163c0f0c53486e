import { data } from 'react-router';
import { isLanguage } from '../../../common/languages.ts';
import type { Route } from './+types/home';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  const articles = await context.listNews({ language: params.lang, limit: 6, offset: 0 });
  return { language: params.lang, siteName: context.siteName, articles };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? data.siteName : 'Tidings' }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { articles, language } = loaderData;
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="mb-6 text-3xl font-bold">{loaderData.siteName}</h1>
      <ul className="space-y-4">
        {articles.map((article) => {
          const text = article.translations.find((t) => t.language === language) ?? article.translations[0];
          return (
            <li key={article.id}>
              <h2 className="text-lg font-semibold">{text?.title ?? 'No title available'}</h2>
              <p className="text-slate-600">{text?.summary ?? 'No summary available'}</p>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
