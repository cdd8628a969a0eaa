//! # backend-tvm — `c` candidates on a stock Apache TVM RPC server
//!
//! (Overview filled in with the backend.)

pub mod build;
pub mod target;
pub mod wrapper;
