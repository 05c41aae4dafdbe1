import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ProjectCard } from "../../../src/components/ProjectCard/ProjectCard";
import StarterKitsTable, { sortAndFilterKits } from "../../../src/components/StarterKitsTable/StarterKitsTable";
import Sponsors from "../../../src/components/Sponsors/Sponsors";
import VoteTopics from "../../../src/components/VoteTopics/VoteTopics";

const project = { repo: "webpack/tapable", branch: "main", npm: "tapable", description: "Hooks for plugins.", maintainer: "" };

describe("ProjectCard", () => {
  it("shows the badges with their descriptions and a fixed size, and asks for a maintainer when there is none", () => {
    render(<ProjectCard project={project} />);
    const stars = screen.getByAltText("GitHub stars of webpack/tapable");
    expect(stars).toHaveAttribute("width", "132");
    expect(stars).toHaveAttribute("height", "20");
    expect(screen.getByAltText("commits to webpack/tapable in the last 6 months")).toHaveAttribute(
      "src",
      `https://img.shields.io/github/commits-since/webpack/tapable/${encodeURIComponent("main@{6 months ago}")}?label=6m`,
    );
    expect(screen.getByRole("link", { name: "Maintainer needed..." })).toHaveAttribute("href", "https://github.com/webpack/tapable/issues");
  });

  it("replaces a badge that cannot load by a short label, keeping its description for screen readers", () => {
    render(<ProjectCard project={project} />);
    fireEvent.error(screen.getByAltText("npm downloads per month of tapable"));
    expect(screen.queryByAltText("npm downloads per month of tapable")).toBeNull();
    expect(screen.getByRole("img", { name: "npm downloads per month of tapable" })).toHaveTextContent(/^npm downloads$/);
  });

  it("replaces a maintainer's avatar that cannot load by the initial", () => {
    render(<ProjectCard project={{ ...project, maintainer: "sokra" }} />);
    const link = screen.getByRole("link", { name: "sokra" });
    fireEvent.error(link.querySelector("img")!);
    expect(link.querySelector("img")).toBeNull();
    expect(link).toHaveTextContent(/^Ssokra$/);
  });

  it("links the maintainer", () => {
    render(<ProjectCard project={{ ...project, maintainer: "sokra" }} />);
    expect(screen.getByRole("link", { name: "sokra" })).toHaveAttribute("href", "https://github.com/sokra");
  });
});

describe("StarterKitsTable", () => {
  const kits = [
    { projectName: "beta-kit", projectUrl: "https://github.com/b/beta-kit", maintainer: "zed", tags: ["react", "typescript"] },
    { projectName: "Alpha", projectUrl: "https://github.com/a/alpha", maintainer: "amy", tags: ["vue"] },
    { projectName: "gamma", projectUrl: "https://github.com/g/gamma", maintainer: "bob", tags: ["react"] },
  ];

  it("sorts by any column and filters by tag", () => {
    expect(sortAndFilterKits(kits, "projectName", true, null).map((kit) => kit.projectName)).toEqual(["Alpha", "beta-kit", "gamma"]);
    expect(sortAndFilterKits(kits, "maintainer", false, null).map((kit) => kit.maintainer)).toEqual(["zed", "bob", "amy"]);
    expect(sortAndFilterKits(kits, "projectName", true, "react").map((kit) => kit.projectName)).toEqual(["beta-kit", "gamma"]);
  });

  it("sorts when a column heading is pressed and narrows to a tag", () => {
    render(<StarterKitsTable data={kits} />);
    const table = screen.getByRole("table");
    const firstNames = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[0].textContent);
    expect(firstNames()).toEqual(["Alpha", "beta-kit", "gamma"]);
    fireEvent.click(screen.getByRole("button", { name: /Project Name/ }));
    expect(firstNames()).toEqual(["gamma", "beta-kit", "Alpha"]);
    expect(screen.getByRole("columnheader", { name: /Project Name/ })).toHaveAttribute("aria-sort", "descending");
    fireEvent.change(screen.getByRole("combobox", { name: "Show kits tagged" }), { target: { value: "vue" } });
    expect(firstNames()).toEqual(["Alpha"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 of 3 kits");
  });
});

describe("Sponsors", () => {
  const data = {
    fetchedAt: "2026-11-23",
    source: "https://opencollective.com/webpack",
    accounts: [
      { slug: "big", name: "Big Co", website: "https://big.example", avatar: null, totalDonations: 80000, monthlyDonations: 50, firstDonation: "2019-01-01" },
      {
        slug: "steady",
        name: "Steady",
        website: null,
        avatar: "https://images.example/s.png",
        totalDonations: 3000,
        monthlyDonations: 1200,
        firstDonation: "2020-01-01",
      },
    ],
  };

  it("starts with totals or monthly amounts as the random source decides, and switches", () => {
    render(<Sponsors data={data} random={() => 0.9} />);
    const toggle = screen.getByRole("checkbox");
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole("heading", { name: "Platinum" }).closest("section")).toHaveTextContent("Big Co, $80,000 in total");
    fireEvent.click(toggle);
    expect(screen.getByRole("heading", { name: "Platinum" }).closest("section")).toHaveTextContent("Steady, $1,200 a month");
  });

  it("shows an initial when an avatar cannot load, and links to the website or the Open Collective profile", () => {
    render(<Sponsors data={data} random={() => 0.1} />);
    expect(screen.getByRole("checkbox")).toBeChecked();
    const steady = screen.getByRole("link", { name: /Steady/ });
    expect(steady).toHaveAttribute("href", "https://opencollective.com/steady");
    fireEvent.error(steady.querySelector("img")!);
    expect(steady.querySelector("img")).toBeNull();
    expect(steady).toHaveTextContent("S");
  });
});

describe("VoteTopics", () => {
  it("lists each topic with where to discuss it", () => {
    render(
      <VoteTopics
        data={{
          source: { title: "webpack's roadmap for 2026", url: "https://github.com/webpack/webpack.js.org/pull/7778" },
          topics: [{ title: "Native CSS", description: "CSS without loaders.", url: "https://github.com/webpack/webpack/issues/14893" }],
        }}
      />,
    );
    expect(screen.getByRole("heading", { name: "Native CSS" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Discuss and vote on GitHub" })).toHaveAttribute("href", "https://github.com/webpack/webpack/issues/14893");
  });
});
