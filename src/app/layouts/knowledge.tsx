export { KnowledgeLayout as Component } from "@/components/layouts/knowledge";
