export { PlainLayout as Component } from "@/components/layouts/plain";
