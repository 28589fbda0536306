/**
 * The works home's parts that load their code after the page's first render, beside the data
 * they show (works-home-page.tsx, decision 0062): one chunk for the banner and the demo grid.
 */
export { AdvertBanner } from "./advert-banner";
export { DemoGrid } from "./demo-grid";
