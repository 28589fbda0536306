/**
 * Blueprint's HTMLSelect, with its caret as decoration only: HTMLSelect gives the caret the title
 * "Open dropdown", an English accessible name on every page (the select has its own label).
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { HTMLSelect, type HTMLSelectProps } from "@blueprintjs/core";
import { forwardRef } from "react";

export const Select = forwardRef<HTMLSelectElement, HTMLSelectProps>(function Select(props, ref) {
  return <HTMLSelect ref={ref} {...props} iconProps={{ ...props.iconProps, title: false }} />;
});
