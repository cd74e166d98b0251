import { absoluteUrl, site } from "@core/site";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ArticleCard } from "~/components/blog/article-card";
import { CategoryTiles } from "~/components/blog/category-tiles";
import { formatArticleDate } from "~/components/blog/format";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { loadBlogIndex } from "~/lib/blog.server";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

/** Build time: every article's card data and the category counts. */
export function loader() {
  return loadBlogIndex();
}

const title = `The ${site.product} Blog`;
const description =
  "Practical guides for small-business owners: answer every call, book more jobs, work out the ROI and connect an AI phone host to the tools you already use.";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    title,
    description,
    path: "/blog",
    keywords: ["AI phone system blog", "small business phone answering", "AI receptionist guides"],
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: title,
        description,
        url: absoluteUrl("/blog"),
        blogPost: loaderData.articles.map((article) => ({
          "@type": "BlogPosting",
          headline: article.title,
          url: absoluteUrl(article.path),
          datePublished: article.date,
        })),
      },
      breadcrumbJsonLd([
        ["Home", "/"],
        ["Blog", "/blog"],
      ]),
    ],
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { featured, articles, categories } = loaderData;
  const others = articles.filter((article) => article.slug !== featured.slug);
  return (
    <>
      <PageHeader eyebrow="Blog" title={title}>
        <p>{description}</p>
        <p className="mt-3 text-base">
          <a href="/blog/rss.xml" className="font-semibold text-brand-800 underline">
            Subscribe by RSS
          </a>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="sr-only">
            Featured article
          </h2>
          <article className="grid overflow-hidden rounded-3xl bg-ink text-white lg:grid-cols-2">
            <img
              src={featured.heroImage}
              alt={featured.heroAlt}
              width={1200}
              height={630}
              fetchPriority="high"
              className="aspect-[1200/630] w-full self-center bg-canvas object-contain"
            />
            <div className="flex flex-col justify-center p-8 sm:p-10">
              <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
                Featured · {featured.categories.join(" · ")}
              </p>
              <h3 className="mt-3 text-2xl font-extrabold sm:text-3xl">{featured.title}</h3>
              <p className="mt-3 text-slate-300">{featured.summary}</p>
              <p className="mt-3 text-sm text-slate-400">
                <time dateTime={featured.date}>{formatArticleDate(featured.date)}</time> ·{" "}
                {featured.readMinutes} min read
              </p>
              <Link to={featured.path} className={`${buttonClass("accent")} mt-6 self-start`}>
                View Featured Article <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          </article>
        </section>
        <section aria-labelledby="latest-heading" className="mt-16">
          <h2 id="latest-heading" className="text-2xl font-bold sm:text-3xl">
            Latest articles
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </section>
        <section aria-labelledby="categories-heading" className="mt-16">
          <h2 id="categories-heading" className="text-2xl font-bold sm:text-3xl">
            Browse by Category
          </h2>
          <div className="mt-8">
            <CategoryTiles categories={categories} />
          </div>
        </section>
      </div>
    </>
  );
}
