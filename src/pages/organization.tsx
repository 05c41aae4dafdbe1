import React from "react";
import type { PageProps } from "gatsby";
import { Seo } from "../components/Seo/Seo";
import { PageLayout } from "../components/PageLayout/PageLayout";
import { ProjectCard } from "../components/ProjectCard/ProjectCard";
import projects from "../../content/data/projects.json";
import type { Project } from "../node/siteData";
import * as styles from "./organization.module.css";

export default function OrganizationPage({ location }: PageProps): React.ReactElement {
  return (
    <PageLayout
      pathname={location.pathname}
      title="Organization"
      lead={
        <p>
          The projects of the webpack organisation that most builds rely on: webpack itself, its command line and development server, the libraries underneath,
          and the loaders and plugins the team maintains. Each shows how active it is and who looks after it.
        </p>
      }
    >
      <Seo title="Organization" description="The projects of the webpack organisation, with their activity and maintainers." path="/organization/" />
      <div className={styles.projects}>
        {(projects as Project[]).map((project) => (
          <ProjectCard key={project.repo} project={project} />
        ))}
      </div>
    </PageLayout>
  );
}
