export { DocumentLayout as Component } from "@/components/layouts/document";
