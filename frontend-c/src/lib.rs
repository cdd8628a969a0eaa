//! # frontend-c — `c` candidates: text → a compiled, checked kernel
//!
//! * [`CFrontEnd`]: the `c` front end (`FrontEnd::kind() == Kind::C`): the text limits, the same
//!   `// @plan` block as WGSL (a pass's grid is its task count), the generated header with each pass's
//!   exact prototype ([`header_for`]), compiled and checked in the sandbox (`ekb-sandbox`): no
//!   writable statics, no load-time code, imports only from libm and the memory functions.
//! * [`CContract`]: the `c` kernel contract as a prompt states it (docs/SCHEMA.md §3c).
//!
//! The backends that run what it prepares are `backend-cpu`'s `CpuBackend` (the host's cores),
//! `ekb-confined`'s kernel hosts and `backend-remote` (a TVM RPC session).

mod contract_text;
mod front_end;
pub mod tvm;

pub use contract_text::CContract;
pub use front_end::{c_type, default_ntasks, entry_signature, header_for, scalar_type, CArtifact, CFrontEnd, DEFAULT_ENTRY};
