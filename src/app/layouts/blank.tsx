export { BlankLayout as Component } from "@/components/layouts/blank";
