import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { matchesFilter, OptionsTable } from "../../../src/components/OptionsTable/OptionsTable";
import type { ConfigurationOption } from "../../../src/node/configurationOptions";

const option = (path: string, overrides: Partial<ConfigurationOption> = {}): ConfigurationOption => ({
  path,
  key: `X#${path}`,
  type: "boolean",
  defaults: { production: "false", development: "false" },
  added: null,
  deprecated: false,
  link: `/configuration/x/#${path.replace(/\W/g, "").toLowerCase()}`,
  ...overrides,
});

describe("OptionsTable", () => {
  const options = [
    option("output.clean", { added: "5.20.0" }),
    option("optimization.splitChunks.cacheGroups", { type: "object", defaults: { production: null, development: null } }),
    option("devtool", { type: "string | false", defaults: { production: "false", development: '"eval"' } }),
    option("module.unsafeCache", { deprecated: true, link: null }),
  ];

  it("matches every typed word anywhere in the path", () => {
    expect(matchesFilter("optimization.splitChunks.cacheGroups", "split cache")).toBe(true);
    expect(matchesFilter("optimization.splitChunks.cacheGroups", "splitchunks.cachegroups")).toBe(true);
    expect(matchesFilter("output.clean", "split")).toBe(false);
    expect(matchesFilter("output.clean", "")).toBe(true);
  });

  it("lists every option with its link, type, defaults per mode and release", () => {
    render(<OptionsTable options={options} webpackVersion="5.112.2" />);
    expect(screen.getByRole("heading", { name: "All 4 options of webpack 5.112.2" })).toBeInTheDocument();
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getByRole("link", { name: "output.clean" })).toHaveAttribute("href", "/configuration/x/#outputclean");
    expect(rows[0]).toHaveTextContent("5.20.0");
    expect(rows[2]).toHaveTextContent('production: falsedevelopment: "eval"');
    expect(rows[3]).toHaveTextContent("deprecated");
    expect(within(rows[3]).queryByRole("link")).toBeNull();
  });

  it("narrows the list as the reader types and says how many are left", () => {
    render(<OptionsTable options={options} webpackVersion="5.112.2" />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Filter options" }), { target: { value: "split cache" } });
    expect(screen.getAllByRole("row")).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("1 of 4 options");
    fireEvent.change(screen.getByRole("searchbox", { name: "Filter options" }), { target: { value: "nothing" } });
    expect(screen.getByText("No option matches “nothing”.")).toBeInTheDocument();
  });
});
