export { CreatorLayout as Component } from "@/components/layouts/creator";
