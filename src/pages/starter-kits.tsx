import React from "react";
import type { PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { PageLayout, pageStyles } from "../components/PageLayout/PageLayout";
import { LazyChunk } from "../components/LazyChunk/LazyChunk";

const loadTable = () => import(/* webpackChunkName: "starter-kits-table" */ "../components/StarterKitsTable/StarterKitsTable");

export default function StarterKitsPage({ location }: PageProps): React.ReactElement {
  return (
    <PageLayout
      pathname={location.pathname}
      title="Starter Kits"
      lead={<p>Projects from the community that set up webpack together with a framework or a set of tools, to start from or to learn from.</p>}
    >
      <Seo title="Starter Kits" description="Community starter kits that combine webpack with frameworks and tools." path="/starter-kits/" />
      <p className={pageStyles.warning} role="note">
        <strong>These kits are proofs of concept</strong>, made and maintained by their authors. The webpack team does not support them: check how recently one
        was updated before you build on it.
      </p>
      <LazyChunk load={loadTable} props={{}} placeholder={<p>Loading the list of starter kits…</p>} name="the list of starter kits" />
    </PageLayout>
  );
}
