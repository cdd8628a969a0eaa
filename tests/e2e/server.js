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
// tracker, for paired tabs); `env`: more environment variables (e.g. `EKB_TVM_VENV`).
export async function startServer({ args: extra = [], env: extraEnv = {} } = {}) {
  const adminToken = crypto.randomBytes(24).toString("hex");
  const port = await freePort();
  const bin = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
  const dist = process.env.EKB_DIST || path.join(ROOT, "dist");
  const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ekb-e2e-")), "ekb.db");
  const args = ["serve", "--addr", `127.0.0.1:${port}`, "--dist", dist, "--database-url", `sqlite://${db}`, ...extra];
  const env = { ...process.env, ...extraEnv, EKB_ADMIN_TOKEN: adminToken };
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

// `ekb serve` with the relay on a free loopback port and its embedded tracker on another, the relay
// token in the environment (never on the command line); processes go to `children`. Resolves with
// the server's URL and the tracker's address once /api/health answers.
export async function startRelay(children, token, name) {
  const bin = process.env.EKB_BIN || path.join(ROOT, "target/debug/ekb");
  const dist = process.env.EKB_DIST || path.join(ROOT, "dist");
  const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `ekb-${name}-e2e-`)), "ekb.db");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = ["serve", "--addr", `127.0.0.1:${port}`, "--dist", dist, "--database-url", `sqlite://${db}`, "--tracker-addr", "127.0.0.1:0"];
  const tracker = await spawnUntil(children, bin, args, "TVM tracker listening on ", { ...process.env, EKB_RELAY_TOKEN: token });
  for (let i = 0; i < 100 && !(await fetch(`${url}/api/health`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
  return { url, tracker };
}

// Resolves with the relay's entry for `key` once it lists the key with a free server (20 s at most).
export async function registered(url, key) {
  for (let i = 0; ; i++) {
    const d = await fetch(`${url}/api/relay/devices`).then((r) => r.json(), () => null);
    const dev = d?.devices?.find((x) => x.key === key && x.free > 0);
    if (dev) return dev;
    if (i > 200) throw new Error(`${key} never registered: ${JSON.stringify(d)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// The TVM venv's Python (scripts/setup.sh makes it; EKB_TVM_VENV names another), or null after
// printing SKIPPED, as the Rust TVM tests do (tvm-rpc/src/testing.rs): EKB_REQUIRE_TVM=1 makes a
// missing venv an error.
export function tvmPython() {
  const venv = process.env.EKB_TVM_VENV || path.join(os.homedir(), ".cache/ekb/tvm-venv");
  const py = path.join(venv, "bin/python");
  if (fs.existsSync(py)) return py;
  if (process.env.EKB_REQUIRE_TVM) throw new Error(`EKB_REQUIRE_TVM is set but there is no TVM venv at ${venv}`);
  console.log(`SKIPPED: no TVM venv at ${venv} (scripts/setup.sh creates it; EKB_REQUIRE_TVM=1 makes this a failure)`);
  return null;
}

// An unmodified TVM `rpc_server` (`python -m tvm.exec.rpc_server`) from the venv's `py`, registered
// with `tracker` under `key`; resolves once the relay at `url` lists it free.
export async function stockTvmServer(children, py, tracker, url, key) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  await spawnUntil(children, py, ["-m", "tvm.exec.rpc_server", "--host", "127.0.0.1", "--port", `${port}`, "--port-end", `${port + 64}`, "--tracker", tracker, "--key", key], "bind to 127.0.0.1:");
  return registered(url, key);
}

// Kills the process group of each of `children` (spawnUntil's), the last started first.
export function killAll(children) {
  for (const c of children.reverse()) {
    try {
      process.kill(-c.pid, "SIGKILL");
    } catch {}
  }
}
