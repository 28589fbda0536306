/** Select: Blueprint's HTMLSelect whose caret adds no (English) accessible name to the page. */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Select } from "@/components/form/select";

describe("Select", () => {
  it("is named by its label only; the caret is hidden from assistive technology", () => {
    render(
      <>
        <label htmlFor="model">模型</label>
        <Select id="model" value="1" onChange={() => undefined}>
          <option value="1">GPT-4o</option>
        </Select>
      </>,
    );
    expect(screen.getByRole("combobox", { name: "模型" })).toHaveValue("1");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByTitle("Open dropdown")).toBeNull();
    // The caret is still drawn, hidden from assistive technology.
    expect(screen.getByRole("img", { hidden: true })).toBeInTheDocument();
  });
});
