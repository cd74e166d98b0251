import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { ArticleSummary } from "~/lib/blog.server";
import { formatArticleDate } from "./format";

/** A blog card: image, category, date, title and teaser, all one link to the article. */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card
      as="article"
      padding="none"
      className="group relative flex flex-col overflow-hidden rounded-3xl transition hover:shadow-md"
    >
      <img
        src={article.heroImage}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full bg-canvas object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-brand-800">{article.categories.join(" · ")}</span>
          <time dateTime={article.date} className="text-slate-600">
            {formatArticleDate(article.date)}
          </time>
        </p>
        <Heading className="mt-3 text-lg leading-snug font-bold text-ink">
          <Link to={article.path} className="after:absolute after:inset-0 group-hover:text-brand-800">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{article.summary}</p>
        <p className="mt-4 text-sm text-slate-600">{article.readMinutes} min read</p>
      </div>
    </Card>
  );
}
