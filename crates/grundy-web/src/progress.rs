//! How far a request's computation is, for the page that is waiting for it.
//!
//! **What.** A request may carry a ticket, a random name the page chose, in the header
//! [`TICKET_HEADER`]. While its computation runs, `GET /api/progress?ticket=…`
//! ([`crate::api::progress`]) answers with a [`ProgressReport`]: the share done, the time left,
//! the question a board search is answering, in the language of the request that started it.
//! Before the computation is filed and after it has ended it is a 404; the page skips those and
//! stops asking when the answer to its request comes.
//!
//! **How.** The middleware reads the ticket once per request and holds it for the request's
//! task, as [`crate::language`] holds the language; [`crate::work::Workers::run`] files the
//! computation's budget under it ([`Tickets::follow`]) and takes it off when the request ends.
//! Each ticket keeps its own [`ProgressWatch`], so the rate and the time left are measured on
//! the page's own questions, one a second, as the command line measures them on its samples.
//!
//! **Bounds.** Only running computations have tickets, so there are never more than
//! [`crate::Limits::max_concurrent`]. A ticket is 16 to 64 letters, digits, `-` or `_`; a ticket
//! already in use is not filed a second time (that request runs without progress). Tickets are
//! not secrets and the report holds nothing of the request but how far it is: anyone who can
//! reach the server can already start the same computation.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use grundy::budget::Budget;
use grundy::progress::{ProgressReport, ProgressWatch};

use crate::error::ApiError;

/// The request header naming a computation's ticket.
pub const TICKET_HEADER: &str = "x-grundy-ticket";

/// The shortest and the longest ticket accepted.
pub const TICKET_LENGTHS: std::ops::RangeInclusive<usize> = 16..=64;

tokio::task_local! {
    /// The ticket of the request this task answers, if it brought one.
    static REQUEST_TICKET: Option<Arc<str>>;
}

/// The ticket of the request being answered, if it brought one.
pub fn current() -> Option<Arc<str>> {
    REQUEST_TICKET.try_with(Clone::clone).ok().flatten()
}

/// `ticket` if it is one, or why not.
pub fn parse_ticket(ticket: &str) -> Result<Arc<str>, String> {
    if !TICKET_LENGTHS.contains(&ticket.len()) {
        return Err(format!(
            "a ticket has {} to {} characters, not {}",
            TICKET_LENGTHS.start(),
            TICKET_LENGTHS.end(),
            ticket.len()
        ));
    }
    if let Some(bad) = ticket
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(format!(
            "a ticket has only letters, digits, '-' and '_', not {bad:?}"
        ));
    }
    Ok(Arc::from(ticket))
}

/// Holds the request's ticket (from [`TICKET_HEADER`]) for its task; 400 if it is malformed.
pub async fn middleware(request: Request, next: Next) -> Response {
    let ticket = match request.headers().get(TICKET_HEADER) {
        None => None,
        Some(value) => match value
            .to_str()
            .map_err(|_| "it is not text".to_string())
            .and_then(parse_ticket)
        {
            Ok(ticket) => Some(ticket),
            Err(why) => {
                return ApiError::bad_input(format!("the header {TICKET_HEADER}: {why}"), None)
                    .into_response();
            }
        },
    };
    REQUEST_TICKET.scope(ticket, next.run(request)).await
}

/// One computation followed under its ticket.
struct Followed {
    budget: Budget,
    started: Instant,
    watch: Mutex<ProgressWatch>,
}

/// The computations running under tickets.
#[derive(Default)]
pub struct Tickets {
    running: Mutex<HashMap<Arc<str>, Arc<Followed>>>,
}

/// Takes a computation's ticket off when dropped (when its request ends).
pub struct Following<'a> {
    tickets: &'a Tickets,
    ticket: Option<Arc<str>>,
}

impl Drop for Following<'_> {
    fn drop(&mut self) {
        if let Some(ticket) = &self.ticket {
            self.tickets.lock().remove(ticket);
        }
    }
}

impl Tickets {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Arc<str>, Arc<Followed>>> {
        // A panic while holding the map leaves it whole (inserts and removes only).
        self.running.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Files `budget` under `ticket` until the returned guard is dropped; a ticket already in
    /// use is left to its computation.
    pub fn follow(&self, ticket: Option<Arc<str>>, budget: &Budget) -> Following<'_> {
        let filed = ticket.filter(|ticket| {
            let mut running = self.lock();
            if running.contains_key(ticket) {
                return false;
            }
            running.insert(
                Arc::clone(ticket),
                Arc::new(Followed {
                    budget: budget.clone(),
                    started: Instant::now(),
                    watch: Mutex::new(ProgressWatch::default()),
                }),
            );
            true
        });
        Following {
            tickets: self,
            ticket: filed,
        }
    }

    /// How far the computation under `ticket` is, if one is running.
    pub fn report(&self, ticket: &str) -> Option<ProgressReport> {
        let followed = self.lock().get(ticket).map(Arc::clone)?;
        let elapsed = followed.started.elapsed();
        let mut watch = followed
            .watch
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let moment = watch.look(&followed.budget, elapsed);
        // In the language of the request that started it.
        Some(followed.budget.run(|| ProgressReport::of(&moment, elapsed)))
    }

    /// How many computations are followed now.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tickets_are_short_plain_names() {
        assert!(parse_ticket("0123456789abcdef").is_ok());
        assert!(parse_ticket(&"a".repeat(64)).is_ok());
        let short = parse_ticket("abc").unwrap_err();
        assert_eq!(short, "a ticket has 16 to 64 characters, not 3");
        assert!(parse_ticket(&"a".repeat(65)).is_err());
        let odd = parse_ticket("0123456789abcde/").unwrap_err();
        assert_eq!(
            odd,
            "a ticket has only letters, digits, '-' and '_', not '/'"
        );
    }

    #[test]
    fn a_ticket_is_followed_while_its_guard_lives_and_never_twice() {
        let tickets = Tickets::default();
        let budget = Budget::default();
        let ticket = parse_ticket("ticket-0123456789").unwrap();
        let cells = budget.expect_progress(10);
        cells.advance(4);
        {
            let _following = tickets.follow(Some(Arc::clone(&ticket)), &budget);
            let other = Budget::default();
            let _second = tickets.follow(Some(Arc::clone(&ticket)), &other);
            assert_eq!(tickets.len(), 1);
            let report = tickets.report(&ticket).unwrap();
            assert_eq!((report.done, report.total), (4, Some(10)));
            assert_eq!(report.text, "40%");
        }
        assert!(tickets.is_empty());
        assert_eq!(tickets.report(&ticket), None);
        // A request without a ticket files nothing.
        let _following = tickets.follow(None, &budget);
        assert!(tickets.is_empty());
    }
}
