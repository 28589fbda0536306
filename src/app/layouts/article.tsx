export { ArticleLayout as Component } from "@/components/layouts/article";
