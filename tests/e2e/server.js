// Starts `ekb serve` on a free loopback port and stops it afterwards.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import os from "node:os";
import fs from "node:fs";
import crypto from "node:crypto";
import readline from "node:readline";

export const ROOT = path.resolve(import.meta.dirname, "../..");

// A free loopback port (bound, then released).
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

// Spawns `cmd args` in its own process group, added to `children` (for the caller to kill the
// group); resolves with the rest of the first output line (stdout or stderr) that contains `marker`,
// rejects after 60 s or when the process exits first.
export function spawnUntil(children, cmd, args, marker, env = process.env) {
  const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"], env, detached: true });
  children.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${cmd} ${args[0]}: no "${marker}" within 60 s`)), 60_000);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on("line", (line) => {
        if (process.env.EKB_E2E_VERBOSE) console.log(`[${path.basename(cmd)} ${args[0]}] ${line}`);
        const i = line.indexOf(marker);
        if (i >= 0) {
          clearTimeout(timer);
          resolve(line.slice(i + marker.length).trim());
        }
      });
    }
    child.on("exit", (code) => reject(new Error(`${cmd} ${args[0]} exited (${code}) before "${marker}"`)));
  });
}

// Every test server gets a fresh admin token (in the environment, never on the command line) so
// that tests can publish generation sets. `args`: more `ekb serve` arguments (e.g. the relay's
// tracker, for paired tabs).
export async function startServer({ args: extra = [] } = {}) {
  const adminToken = crypto.randomBytes(24).toString("hex");
  const port = await freePort();
  const bin = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
  const dist = process.env.EKB_DIST || path.join(ROOT, "dist");
  const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ekb-e2e-")), "ekb.db");
  const args = ["serve", "--addr", `127.0.0.1:${port}`, "--dist", dist, "--database-url", `sqlite://${db}`, ...extra];
  const env = { ...process.env, EKB_ADMIN_TOKEN: adminToken };
  const child = spawn(bin, args, { stdio: ["ignore", "pipe", "inherit"], env });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) return { url, adminToken, stop: () => child.kill() };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`ekb serve did not start on ${url}`);
}
