/**
 * The configuration explainer: a pasted webpack configuration, read without running it
 * (src/lib/configExplainer/readConfig.ts), checked against the installed webpack's schema,
 * linted for mistakes the schema cannot see, and explained option by option. Loaded as a chunk
 * of /configuration/explain/ alone: the validator is most of its weight.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import validateOptions from "webpack-docs-options-validator";
import { PageLink } from "../PageLink/PageLink";
import { readConfig, ConfigReadError, type ReadConfig, type Span } from "../../lib/configExplainer/readConfig";
import { validateRead } from "../../lib/configExplainer/validateConfig";
import { describeProblem, type DescribedProblem } from "../../lib/configExplainer/describeProblem";
import {
  configMode,
  explainConfig,
  optionsLeftAtDefaults,
  OptionIndex,
  type ExplainedOption,
  type ExplainerOption,
  type ExplainMode,
} from "../../lib/configExplainer/explainOptions";
import { lintConfig, type LintFinding } from "../../lib/configExplainer/lintChecks";
import { decodeFragment, encodeFragment } from "../../lib/configExplainer/shareUrl";
import * as styles from "./ConfigExplainer.module.css";

export interface ConfigExplainerProps {
  options: readonly ExplainerOption[];
  webpackVersion: string;
  webpackExports: readonly string[];
}

interface ConfigResult {
  /** "" for a single configuration, "[1]" for the second of an array. */
  prefix: string;
  name: string | null;
  mode: ExplainMode | "none" | null;
  rows: ExplainedOption[];
  problems: DescribedProblem[];
  findings: LintFinding[];
  leftAtDefaults: ExplainerOption[];
}

type Outcome =
  | { status: "empty" }
  /** The explainer itself threw: a bug of ours, said as such. */
  | { status: "failed" }
  | { status: "unreadable"; message: string; line: number | null; column: number | null }
  | { status: "read"; read: ReadConfig; results: ConfigResult[]; unchecked: string[] };

// Long enough not to re-read on every keystroke, short enough to feel live.
const READ_DELAY_MS = 200;
const FRAGMENT_DELAY_MS = 400;

const EXAMPLE = `const path = require('path');

module.exports = {
  mode: 'production',
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].[contenthash].js',
    clean: true,
  },
  module: {
    rules: [{ test: /\\.css$/i, use: ['style-loader', 'css-loader'] }],
  },
};
`;

function explain(text: string, index: OptionIndex, props: ConfigExplainerProps, pickedMode: ExplainMode): Outcome {
  if (text.trim() === "") return { status: "empty" };
  let read: ReadConfig;
  try {
    read = readConfig(text);
  } catch (error) {
    if (error instanceof ConfigReadError) return { status: "unreadable", message: error.message, line: error.line, column: error.column };
    // A fault of ours, not the reader's: say so and keep the text, rather than leave a stale explanation.
    console.error(error);
    return { status: "failed" };
  }
  const validation = validateRead(read, validateOptions);
  const results = read.configs.map((config, position): ConfigResult => {
    const prefix = read.isArray ? `[${position}]` : "";
    const name = config.kind === "object" ? config.entries.find((entry) => entry.key === "name" && entry.value.kind === "value")?.value : undefined;
    const rows = explainConfig(config, index, prefix);
    return {
      prefix,
      name: name?.kind === "value" ? String(name.value) : null,
      mode: configMode(config),
      rows,
      problems: validation.problems
        .filter((problem) => (prefix ? problem.instancePath.startsWith(prefix) : true))
        .map((problem) => describeProblem(problem, config, index, prefix)),
      findings: lintConfig(config, { webpackExports: props.webpackExports, webpackVersion: props.webpackVersion, pickedMode }),
      leftAtDefaults: optionsLeftAtDefaults(rows, index),
    };
  });
  return { status: "read", read, results, unchecked: validation.unchecked };
}

/** Messages mark option names and values with backticks, as markdown does. */
function Message({ text }: { text: string }): React.ReactElement {
  return <>{text.split(/`([^`]+)`/).map((part, position) => (position % 2 === 1 ? <code key={position}>{part}</code> : part))}</>;
}

/** "1 error", "3 errors" */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function Where({ span }: { span: Span | null }): React.ReactElement | null {
  return span ? <span className={styles.where}>line {span.line}</span> : null;
}

function DefaultValue({ option, mode }: { option: ExplainerOption; mode: ExplainMode | "none" }): React.ReactElement {
  if (mode === "none") return <span className={styles.muted}>not listed for mode none</span>;
  const value = option.defaults[mode];
  // No single value to show: a property of each list item or map value, or a default that is an object.
  if (value === null) return <span className={styles.muted}>{/\[\]|\*/.test(option.path) ? "none" : "see the linked section"}</span>;
  return <code>{value}</code>;
}

function OptionRow({ row, mode }: { row: ExplainedOption; mode: ExplainMode | "none" }): React.ReactElement {
  const { option } = row;
  return (
    <li className={styles.option}>
      <div className={styles.optionHead}>
        {option.link ? (
          <PageLink to={option.link} className={styles.path}>
            {row.path}
          </PageLink>
        ) : (
          <span className={styles.path}>{row.path}</span>
        )}
        <code className={styles.value}>{row.value}</code>
        <Where span={row.span} />
      </div>
      {option.summary ? <p className={styles.summary}>{option.summary}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>Type</dt>
          <dd>{option.type}</dd>
        </div>
        <div>
          <dt>Default ({mode})</dt>
          <dd>
            <DefaultValue option={option} mode={mode} />
          </dd>
        </div>
        <div>
          <dt>Added in</dt>
          <dd>{option.added ?? "5.0.0 or earlier"}</dd>
        </div>
      </dl>
      {row.isComputed ? <p className={styles.computed}>Computed when webpack runs, not checked here.</p> : null}
      {option.deprecated ? <p className={styles.deprecated}>Deprecated: webpack&apos;s schema marks it so.</p> : null}
    </li>
  );
}

function ResultSection({
  result,
  mode,
  showDefaults,
  total,
}: {
  result: ConfigResult;
  mode: ExplainMode | "none";
  showDefaults: boolean;
  total: number;
}): React.ReactElement {
  const headingId = useId();
  const label = total > 1 ? `Configuration ${result.prefix}${result.name ? ` (${result.name})` : ""}` : "Your configuration";
  return (
    <section aria-labelledby={headingId} className={styles.result}>
      <h2 id={headingId}>{label}</h2>
      {result.problems.length > 0 ? (
        <>
          <h3>Errors webpack would stop on</h3>
          <ul className={styles.problems}>
            {result.problems.map((problem, position) => (
              <li key={`${problem.path}-${position}`} className={styles.error}>
                <code>{problem.path}</code> <Message text={problem.message} />
                {problem.expected ? (
                  <>
                    {" "}
                    Expected: <code>{problem.expected}</code>.
                  </>
                ) : null}{" "}
                <Where span={problem.span} />
                {problem.link ? (
                  <>
                    {" "}
                    <PageLink to={problem.link}>Read about it</PageLink>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.findings.length > 0 ? (
        <>
          <h3>Worth a second look</h3>
          <ul className={styles.problems}>
            {result.findings.map((finding, position) => (
              <li key={`${finding.check}-${position}`} className={styles.warning}>
                {result.prefix ? <code>{result.prefix}</code> : null} <Message text={finding.message} /> <Where span={finding.span} />{" "}
                <PageLink to={finding.link}>Read about it</PageLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>
        {result.rows.length} option{result.rows.length === 1 ? "" : "s"} set
      </h3>
      <ul className={styles.options}>
        {result.rows.map((row) => (
          <OptionRow key={`${row.path}-${row.span.start}`} row={row} mode={mode} />
        ))}
      </ul>
      {showDefaults ? (
        <>
          <h3>Left at their defaults</h3>
          <ul className={styles.defaults}>
            {result.leftAtDefaults.map((option) => (
              <li key={option.path}>
                {option.link ? <PageLink to={option.link}>{option.path}</PageLink> : option.path}: <DefaultValue option={option} mode={mode} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export default function ConfigExplainer(props: ConfigExplainerProps): React.ReactElement {
  const index = useMemo(() => new OptionIndex(props.options), [props.options]);
  const [text, setText] = useState("");
  const [outcome, setOutcome] = useState<Outcome>({ status: "empty" });
  const [pickedMode, setPickedMode] = useState<ExplainMode>("production");
  const [showDefaults, setShowDefaults] = useState(false);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const [restored, setRestored] = useState(false);
  const editorId = useId();
  const modeId = useId();
  const readTimer = useRef<number>();
  const fragmentTimer = useRef<number>();

  const { webpackVersion, webpackExports } = props;
  const run = useCallback(
    (value: string) => setOutcome(explain(value, index, { options: props.options, webpackVersion, webpackExports }, pickedMode)),
    [index, props.options, webpackVersion, webpackExports, pickedMode],
  );
  const textRef = useRef(text);
  textRef.current = text;
  const runRef = useRef(run);
  runRef.current = run;
  // Some checks depend on the mode (an eval source map in production): a new pick reads the text again.
  useEffect(() => {
    if (textRef.current.trim() !== "") run(textRef.current);
  }, [run]);

  // A shared link opens with its configuration already explained.
  useEffect(() => {
    let isCurrent = true;
    void decodeFragment(window.location.hash).then((shared) => {
      if (!isCurrent) return;
      if (shared !== null) {
        setText(shared);
        runRef.current(shared);
      }
      setRestored(true);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  // The fragment follows the text, replacing the history entry: typing is not navigation.
  useEffect(() => {
    if (!restored) return undefined;
    window.clearTimeout(fragmentTimer.current);
    fragmentTimer.current = window.setTimeout(() => {
      const url = `${window.location.pathname}${window.location.search}`;
      if (text.trim() === "") window.history.replaceState(window.history.state, "", url);
      else void encodeFragment(text).then((fragment) => window.history.replaceState(window.history.state, "", `${url}${fragment}`));
    }, FRAGMENT_DELAY_MS);
    return () => window.clearTimeout(fragmentTimer.current);
  }, [text, restored]);

  // A paste is one deliberate change: it is read at once, without waiting for more typing.
  const pasted = useRef(false);
  const onChange = (value: string) => {
    setText(value);
    setCopied("idle");
    window.clearTimeout(readTimer.current);
    if (pasted.current) {
      pasted.current = false;
      run(value);
    } else {
      readTimer.current = window.setTimeout(() => run(value), READ_DELAY_MS);
    }
  };

  const copyLink = async () => {
    window.clearTimeout(fragmentTimer.current);
    const url = `${window.location.origin}${window.location.pathname}${text.trim() ? await encodeFragment(text) : ""}`;
    window.history.replaceState(window.history.state, "", url);
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };

  const total = (count: (result: ConfigResult) => number) => (outcome.status === "read" ? outcome.results.reduce((sum, result) => sum + count(result), 0) : 0);
  const summary =
    outcome.status === "empty"
      ? "Paste a configuration to see it explained."
      : outcome.status === "unreadable" || outcome.status === "failed"
        ? "The configuration could not be read."
        : `${counted(
            total((result) => result.rows.length),
            "option",
          )} explained, ${counted(
            total((result) => result.problems.length),
            "error",
          )}, ${counted(
            total((result) => result.findings.length),
            "warning",
          )}.`;

  return (
    <div className={styles.explainer}>
      <div>
        <label htmlFor={editorId} className={styles.label}>
          webpack.config.js
        </label>
        <textarea
          id={editorId}
          className={styles.editor}
          value={text}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={18}
          placeholder="module.exports = { … }"
          aria-describedby={`${editorId}-privacy`}
          onPaste={() => {
            pasted.current = true;
          }}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${editorId}-privacy`} className={styles.privacy}>
          Read in your browser and never run: the text is not sent anywhere. The link below keeps it in the address&apos;s fragment, which browsers do not send
          to servers.
        </p>
        <div className={styles.actions}>
          <button type="button" onClick={() => onChange(EXAMPLE)}>
            Try an example
          </button>
          <button type="button" onClick={() => void copyLink()} disabled={text.trim() === ""}>
            Copy a link to this configuration
          </button>
          <span role="status" className={styles.muted}>
            {copied === "copied" ? "Link copied." : copied === "failed" ? "Could not copy: the address bar holds the link." : ""}
          </span>
        </div>
        <div className={styles.mode}>
          <label htmlFor={modeId}>Defaults for the mode</label>
          <select id={modeId} value={pickedMode} onChange={(event) => setPickedMode(event.target.value as ExplainMode)}>
            <option value="production">production</option>
            <option value="development">development</option>
          </select>
          <span className={styles.muted}>used where the configuration does not set a mode</span>
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={showDefaults} onChange={(event) => setShowDefaults(event.target.checked)} /> Also list the options left at their
          defaults
        </label>
      </div>
      <div>
        <p role="status" className={styles.status}>
          {summary}
        </p>
        {outcome.status === "unreadable" ? (
          <div role="alert" className={styles.parseError}>
            <p>
              <strong>This is not valid JavaScript{outcome.line !== null ? ` (line ${outcome.line}, column ${outcome.column})` : ""}:</strong> {outcome.message}
            </p>
            <p>Your text is kept as it is; correct it and the explanation follows.</p>
          </div>
        ) : null}
        {outcome.status === "failed" ? (
          <div role="alert" className={styles.parseError}>
            <p>
              The explainer failed on this text: a fault of ours, not of your configuration. Your text is kept; please report the configuration so that we can
              fix it.
            </p>
          </div>
        ) : null}
        {outcome.status === "read" ? (
          <>
            {outcome.read.isMerged ? (
              <p className={styles.note}>
                Built with webpack-merge: the objects written here are explained; the configurations they are merged with are other files, not read here.
              </p>
            ) : null}
            {outcome.unchecked.length > 0 ? (
              <p className={styles.note}>
                Computed when webpack runs, not checked here:{" "}
                {outcome.unchecked.map((path, position) => [position > 0 ? ", " : "", <code key={path}>{path || "the configuration"}</code>])}.
              </p>
            ) : null}
            {outcome.results.map((result) => (
              <ResultSection
                key={result.prefix || "config"}
                result={result}
                mode={result.mode ?? pickedMode}
                showDefaults={showDefaults}
                total={outcome.results.length}
              />
            ))}
          </>
        ) : null}
      </div>
    </div>
  );
}
