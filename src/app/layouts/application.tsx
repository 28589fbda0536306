export { ApplicationLayout as Component } from "@/components/layouts/application";
