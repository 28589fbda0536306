export { ProductLayout as Component } from "@/components/layouts/product";
