import { articlePath } from "@core/blog";
import { absoluteUrl, site } from "@core/site";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { formatArticleDate } from "~/components/blog/format";
import { NotFound } from "~/components/layout/not-found";
import { Prose, TableOfContents } from "~/components/layout/prose";
import { buttonClass } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { loadArticle } from "~/lib/blog.server";
import { cn } from "~/lib/cn";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/blog-post";

/**
 * Build time: the article for :slug. An unknown slug returns no article (not an error), so its
 * prerendered page can be served with status 404 for every unknown slug and still hydrate.
 */
export function loader({ params }: Route.LoaderArgs) {
  return { article: loadArticle(params.slug) };
}

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const article = loaderData?.article;
  if (!article) {
    return seo({
      title: "Article not found",
      description: "This article isn't on the blog. Browse every article on the blog index.",
      path: articlePath(params.slug),
      noindex: true,
      notAPage: true,
    });
  }
  return seo({
    title: article.title,
    description: article.description,
    path: article.path,
    keywords: article.keywords,
    type: "article",
    image: { path: article.ogImage, width: 1200, height: 630, alt: article.heroAlt },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        dateModified: article.date,
        keywords: article.keywords.join(", "),
        wordCount: article.words,
        image: absoluteUrl(article.heroImage),
        mainEntityOfPage: absoluteUrl(article.path),
        author: { "@type": "Person", name: site.author.name, jobTitle: site.author.title },
        publisher: { "@type": "Organization", name: site.company, logo: absoluteUrl(site.logo.path) },
      },
      breadcrumbJsonLd([
        ["Home", "/"],
        ["Blog", "/blog"],
        [article.title, article.path],
      ]),
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) return <NotFound />;
  return (
    <article>
      <header className="bg-canvas">
        <div className="mx-auto max-w-4xl px-4 pt-12 pb-10 sm:px-6">
          <p className="flex flex-wrap items-center gap-3 text-sm">
            {article.categories.map((category) => (
              <span
                key={category}
                className="rounded-full bg-brand-100 px-3 py-1 font-semibold text-brand-900"
              >
                {category}
              </span>
            ))}
            <time dateTime={article.date} className="text-slate-600">
              {formatArticleDate(article.date)}
            </time>
            <span className="text-slate-600">{article.readMinutes} min read</span>
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-4 text-xl text-slate-700">{article.summary}</p>
          <p className="mt-6 text-sm text-slate-700">
            By <span className="font-semibold text-ink">{site.author.name}</span>, {site.author.title}
          </p>
          <img
            src={article.heroImage}
            alt={article.heroAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            className="mt-8 aspect-[1200/630] w-full rounded-3xl bg-white object-cover"
          />
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents headings={article.headings} />
        </aside>
        <div className="max-w-3xl">
          <Prose html={article.html} />
          <aside aria-labelledby="cta-heading" className="mt-14 rounded-3xl bg-brand-800 p-8 text-white">
            <h2 id="cta-heading" className="text-2xl font-bold">
              Hear {site.product} answer a call
            </h2>
            <p className="mt-2 text-brand-50">
              Call the demo line, then start a {site.trialDays}-day free trial when you're ready.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/#demo-call-section" className={buttonClass("accent")}>
                Call The Demo
              </Link>
              <Link to="/#pricing" className={buttonClass("outline-light")}>
                See pricing
              </Link>
            </div>
          </aside>
          <footer className="mt-12 border-t border-slate-200 pt-8">
            <Link
              to="/blog"
              className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
            </Link>
            <nav aria-label="More articles" className="mt-6 grid gap-4 sm:grid-cols-2">
              {article.previous && (
                <Link
                  to={article.previous.path}
                  rel="prev"
                  className={cardVariants({ tone: "outline", padding: "md", interactive: true })}
                >
                  <span className="text-sm text-slate-600">Previous article</span>
                  <span className="mt-1 block font-semibold">{article.previous.title}</span>
                </Link>
              )}
              {article.next && (
                <Link
                  to={article.next.path}
                  rel="next"
                  className={cn(
                    cardVariants({ tone: "outline", padding: "md", interactive: true }),
                    "text-right sm:col-start-2",
                  )}
                >
                  <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                    Next article <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                  <span className="mt-1 block font-semibold">{article.next.title}</span>
                </Link>
              )}
            </nav>
          </footer>
        </div>
      </div>
    </article>
  );
}
