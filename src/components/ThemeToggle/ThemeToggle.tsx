import React, { useEffect, useState } from "react";
import { currentTheme, storeTheme, type Theme } from "../../lib/theme";
import * as styles from "./ThemeToggle.module.css";

/** Switches between light and dark; the inline head script has already applied the stored choice. */
export function ThemeToggle(): React.ReactElement {
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        storeTheme(next);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  );
}
