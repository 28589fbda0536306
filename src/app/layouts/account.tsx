export { AccountLayout as Component } from "@/components/layouts/account";
