//! `grundy serve`: the web playground, the page and its JSON API, from this binary.

use std::io::Write;
use std::net::{IpAddr, SocketAddr};

use grundy::budget::Budget;

use crate::lang::t;
use crate::limits::LimitArgs;
use crate::output::Failure;

#[derive(clap::Args)]
pub struct ServeArgs {
    #[arg(long, value_name = "ADDRESS", default_value = "127.0.0.1")]
    bind: IpAddr,
    #[arg(long, value_name = "N", default_value_t = 8080)]
    port: u16,
    #[arg(long, value_name = "N", default_value_t = grundy_web::DEFAULT_MAX_CONCURRENT as u16,
          value_parser = clap::value_parser!(u16).range(1..=4096))]
    max_concurrent: u16,
}

pub fn run(args: &ServeArgs, limits: &LimitArgs) -> Result<(), Failure> {
    let limits = grundy_web::Limits {
        timeout: limits.timeout.unwrap_or(grundy_web::DEFAULT_TIMEOUT),
        max_memory: limits.max_memory.unwrap_or(grundy_web::DEFAULT_MAX_MEMORY),
        state_limit: limits.state_limit,
        max_concurrent: usize::from(args.max_concurrent),
    };
    let address = SocketAddr::new(args.bind, args.port);
    // Ctrl-C cancels the command's budget: that stops the server.
    let stop = Budget::current();
    let ready = |bound: SocketAddr| {
        let host = match bound.ip() {
            IpAddr::V6(ip) => format!("[{ip}]"),
            IpAddr::V4(ip) => ip.to_string(),
        };
        let url = format!("http://{host}:{}/", bound.port());
        // Run on the server's thread: worded in the command's language all the same.
        println!("{}", stop.run(|| t!("serve-ready", url = url)));
        let _ = std::io::stdout().flush();
    };
    grundy_web::run(address, limits, ready, &stop).map_err(|error| {
        let hint = match error.kind() {
            std::io::ErrorKind::AddrInUse => t!("serve-port-in-use"),
            std::io::ErrorKind::AddrNotAvailable => t!("serve-address-unavailable"),
            _ => String::new(),
        };
        Failure::Other(t!(
            "serve-cannot-listen",
            address = address.to_string(),
            error = error.to_string(),
            hint = hint
        ))
    })?;
    Err(Failure::Interrupted(
        grundy::LimitExceeded::Cancelled.to_string(),
    ))
}
