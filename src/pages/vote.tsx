import React from "react";
import type { PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { PageLayout } from "../components/PageLayout/PageLayout";
import { LazyChunk } from "../components/LazyChunk/LazyChunk";

const loadTopics = () => import(/* webpackChunkName: "vote-topics" */ "../components/VoteTopics/VoteTopics");

function TopicsPlaceholder(): React.ReactElement {
  return <p>Loading the topics…</p>;
}

export default function VotePage({ location }: PageProps): React.ReactElement {
  return (
    <PageLayout
      pathname={location.pathname}
      title="Vote"
      lead={
        <p>
          What should webpack do next? These are the topics on the team&apos;s roadmap. This site has no accounts, so nothing is counted here: each topic links
          to the public discussion where you can add your voice, your use case and your vote.
        </p>
      }
    >
      <Seo title="Vote" description="The topics on webpack's roadmap, and where to discuss and vote on each." path="/vote/" />
      <LazyChunk load={loadTopics} props={{}} placeholder={<TopicsPlaceholder />} name="the topics" />
    </PageLayout>
  );
}
