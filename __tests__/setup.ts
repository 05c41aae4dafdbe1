import "@testing-library/jest-dom";

import { removeScratchFolders } from "./support/scratchFolder";

// Build-time code reads the time zone for dates; pin it so results do not depend on the machine.
process.env.TZ = "UTC";

afterAll(removeScratchFolders);
