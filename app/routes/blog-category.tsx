import { categoryPath } from "@core/blog";
import { absoluteUrl, site } from "@core/site";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { ArticleCard } from "~/components/blog/article-card";
import { CategoryTiles } from "~/components/blog/category-tiles";
import { NotFound } from "~/components/layout/not-found";
import { PageHeader } from "~/components/layout/page-header";
import { categoryCounts, loadCategory } from "~/lib/blog.server";
import { breadcrumbJsonLd, seo } from "~/lib/seo";
import type { Route } from "./+types/blog-category";

/** Build time: the articles of one category. */
export function loader({ params }: Route.LoaderArgs) {
  return { category: loadCategory(params.category), categories: categoryCounts() };
}

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const category = loaderData?.category;
  if (!category) {
    return seo({
      title: "Category not found",
      description: "This blog category doesn't exist.",
      path: categoryPath(params.category),
      noindex: true,
    });
  }
  const description = `${category.articles.length} ${site.product} articles on ${category.name.toLowerCase()} for small-business owners who want every call answered.`;
  return seo({
    title: `${category.name} articles`,
    description,
    path: category.path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: `${category.name} articles`,
        url: absoluteUrl(category.path),
        hasPart: category.articles.map((article) => ({
          "@type": "BlogPosting",
          headline: article.title,
          url: absoluteUrl(article.path),
        })),
      },
      breadcrumbJsonLd([
        ["Home", "/"],
        ["Blog", "/blog"],
        [category.name, category.path],
      ]),
    ],
  });
};

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, categories } = loaderData;
  if (!category) return <NotFound />;
  return (
    <>
      <PageHeader eyebrow="Blog category" title={category.name}>
        <p>
          {category.articles.length} {category.articles.length === 1 ? "article" : "articles"} in this
          category.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <Link
          to="/blog"
          className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
        </Link>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {category.articles.map((article) => (
            <ArticleCard key={article.slug} article={article} headingLevel={2} />
          ))}
        </div>
        <section aria-labelledby="other-categories" className="mt-16">
          <h2 id="other-categories" className="text-2xl font-bold">
            Browse by Category
          </h2>
          <div className="mt-6">
            <CategoryTiles categories={categories} current={category.slug} />
          </div>
        </section>
      </div>
    </>
  );
}
