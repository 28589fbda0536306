export { PersonalLayout as Component } from "@/components/layouts/personal";
