//! What the status line and the banner say is so: each line belongs to the state it
//! describes and goes when that state goes (issue 21, defect 5).

use std::time::Duration;

use super::tests::{finish, state};
use super::*;
use crate::app::action::Action;
use crate::app::files::FileOp;
use crate::app::solve::results::EndState;
use crate::app::solve::{RunKind, Work};
use crate::app::text::status::{count_unfinished_text, end_text, idle_text};
use crate::board::Queen;
use crate::stream::Filter;

/// Takes in finished file operations until none is in flight (bounded: 60 s).
fn settle_files(s: &mut State) {
    crate::testing::wait_until("the file operation to end", || {
        s.poll_files();
        !s.files.busy()
    });
}

fn banner(s: &State) -> String {
    s.notice().map(|n| s.notice_text(n)).unwrap_or_default()
}

#[test]
fn a_complete_list_filtered_in_place_is_told_as_it_now_is() {
    let (mut s, _dir) = state(8);
    s.apply(Action::Solve);
    finish(&mut s);
    assert!(end_text(&s).0.starts_with("Finished: all 92 solutions found"), "{}", end_text(&s).0);
    s.apply(Action::SetFilter(Filter::Unique));
    assert_eq!(s.listed(), 12);
    let (text, good) = end_text(&s);
    assert!(text.starts_with("Finished: all 12 unique solutions found"), "{text}");
    assert!(good);
    s.apply(Action::SetFilter(Filter::All));
    assert!(end_text(&s).0.starts_with("Finished: all 92 solutions found"), "{}", end_text(&s).0);
}

#[test]
fn most_queens_names_the_board_it_ran_on_not_the_board_shown() {
    let (mut s, _dir) = state(3);
    s.apply(Action::MostQueens);
    finish(&mut s);
    assert!(end_text(&s).0.starts_with("Most queens: 2 on this 3×3 board, proven"), "{}", end_text(&s).0);
    s.apply(Action::SetSize(35));
    let (text, good) = end_text(&s);
    assert!(!text.contains("35×35") && !text.contains("this"), "{text}");
    assert!(text.starts_with("From an earlier board: Most queens: 2 on that 3×3 board, proven"), "{text}");
    assert!(!good, "a result of another board is no success of this one");
    s.apply(Action::Undo);
    assert!(end_text(&s).0.starts_with("Most queens: 2 on this 3×3 board"), "{}", end_text(&s).0);
}

#[test]
fn a_refusal_goes_once_the_action_it_refused_can_be_done() {
    let (mut s, _dir) = state(8);
    s.apply(Action::SetNotation(crate::notation::Notation::Squares));
    s.apply(Action::ToggleQueen(Queen::new(0, 0)));
    s.apply(Action::ToggleQueen(Queen::new(1, 0)));
    s.apply(Action::Solve);
    assert!(banner(&s).starts_with("Cannot start: a8 and a7 attack"), "{}", banner(&s));
    // The refusal told of the press; another change ends that (issue 30, item 3), and the
    // status line still says why nothing can start while the attack stays.
    s.apply(Action::ToggleQueen(Queen::new(2, 4)));
    assert_eq!(banner(&s), "");
    assert!(idle_text(&s).0.starts_with("Cannot start: a8 and a7 attack"), "{}", idle_text(&s).0);
    s.apply(Action::ToggleQueen(Queen::new(1, 0)));
    assert_eq!(s.notice(), None, "the attack is gone, and so is the refusal");
    s.apply(Action::Solve);
    finish(&mut s);
    assert_eq!(s.notice(), None);
    let (text, tone) = idle_text(&s);
    assert!(text.starts_with("Finished:") && tone == crate::app::text::status::Tone::Good, "{text}");
}

#[test]
fn the_estimate_of_a_search_goes_with_its_board() {
    let (mut s, _dir) = state(40);
    s.apply(Action::Solve);
    assert!(banner(&s).contains("too many to list in full"), "{}", banner(&s));
    s.apply(Action::SetSize(30));
    assert_eq!(s.notice(), None, "the 40×40 estimate is not said over a 30×30 board");
    // Undo brings back its board and its (stopped) run, but not the notice: a notice belongs
    // to the action that made it (issue 47, item 8), and Undo is another.
    s.apply(Action::Undo);
    assert_eq!((s.settings.n, s.notice()), (40, None));
}

#[test]
fn what_was_said_of_an_opened_file_goes_when_the_open_is_undone() {
    let (mut s, dir) = state(8);
    s.apply(Action::Solve);
    finish(&mut s);
    let path = dir.path().join("good8.json");
    s.apply(Action::UsePath(FileOp::Export, path.clone()));
    settle_files(&mut s);
    assert!(banner(&s).starts_with("Saved 92 solutions to "), "{}", banner(&s));
    s.apply(Action::SetSize(6));
    s.apply(Action::Solve);
    finish(&mut s);
    s.apply(Action::UsePath(FileOp::Open, path));
    settle_files(&mut s);
    assert!(banner(&s).starts_with("Opened ") && banner(&s).contains("good8.json"), "{}", banner(&s));
    assert!(end_text(&s).0.starts_with("Opened good8.json"), "{}", end_text(&s).0);
    s.apply(Action::Undo);
    assert_eq!((s.settings.n, s.listed()), (6, 4));
    assert_eq!(s.notice(), None, "the open was undone");
    assert!(end_text(&s).0.starts_with("Finished: all 4 solutions"), "{}", end_text(&s).0);
    s.apply(Action::Redo);
    // The list opened is back; the notice of the open went with the next action.
    assert!(end_text(&s).0.starts_with("Opened good8.json"), "{}", end_text(&s).0);
    assert_eq!(banner(&s), "");
}

#[test]
fn a_stopped_count_offers_to_resume_only_what_is_saved_for_the_board_shown() {
    let (mut s, dir) = state(17);
    s.apply(Action::Count);
    crate::testing::wait_until("a job of the count to finish", || {
        s.drain(Duration::from_millis(20));
        let job = s.run.job.as_ref().expect("the count ended before a job of it was counted");
        job.progress.snapshot().fraction > 0.0
    });
    // A change of board stops the count; Count only now would count the 16×16 board.
    s.apply(Action::SetSize(16));
    let (text, _) = end_text(&s);
    assert!(text.starts_with("The board changed, which stopped the count of the 17×17 board "), "{text}");
    assert!(text.ends_with("Undo brings that board back."), "{text}");
    assert!(!text.contains("resume") && !text.contains("saved"), "{text}");
    assert_eq!(count_unfinished_text(&s), "The count did not finish.");
    // Back on its board, once the stopped count has saved, it can be resumed, and says so.
    s.apply(Action::Undo);
    crate::testing::wait_until("the stopped count to save", || {
        s.drain(Duration::from_millis(20));
        s.saved.is_some()
    });
    assert!(end_text(&s).0.contains("press Count only to resume it"), "{}", end_text(&s).0);
    assert!(count_unfinished_text(&s).contains("press Count only to resume it"));
    // Discarded, nothing is saved, and nothing offers to resume it.
    s.apply(Action::DiscardSavedCount);
    let (text, _) = end_text(&s);
    assert!(text.contains("not saved") && !text.contains("resume"), "{text}");
    assert_eq!(count_unfinished_text(&s), "The count did not finish.");
    drop(s);
    drop(dir);
}

#[test]
fn most_queens_stopped_by_a_change_of_board_says_so() {
    // Most queens proves 64×64 with a corner queen within milliseconds: the change comes in
    // the same frame as the start, as two buttons pressed at once would.
    let (mut s, _dir) = state(64);
    s.apply(Action::ToggleQueen(Queen::new(0, 0)));
    s.apply(Action::MostQueens);
    s.apply(Action::SetSize(12));
    finish(&mut s);
    let (text, good) = end_text(&s);
    assert!(text.starts_with("The board changed, which stopped Most queens on the 64×64 board: "), "{text}");
    assert!(text.contains("not proven") && text.ends_with("Undo brings that board back."), "{text}");
    assert!(!good);
    // Stop is no change of board: its end reads as before. The run waits for the Stop, which
    // a loaded machine gave it time to finish before.
    s.apply(Action::Undo);
    let go = s.hold_next_job();
    s.apply(Action::MostQueens);
    s.apply(Action::Stop);
    drop(go);
    finish(&mut s);
    assert!(end_text(&s).0.starts_with("Stopped: the best placement found holds "), "{}", end_text(&s).0);
}

/// Stops the running count and waits for its end.
fn stop(s: &mut State) {
    s.apply(Action::Stop);
    finish(s);
}

#[test]
fn a_count_that_would_outlast_the_day_is_asked_about_first_with_its_estimate() {
    let (mut s, _dir) = state(28);
    s.apply(Action::Count);
    assert!(s.run.job.is_none(), "nothing starts before the answer");
    let question = s.confirm.clone().expect("a question before the count").text();
    assert!(question.starts_with("Counting the 28×28 board is expected to take about "), "{question}");
    assert!(question.contains(" years on ") && question.contains("Count anyway?"), "{question}");
    s.apply(Action::CancelConfirm);
    assert!(s.confirm.is_none() && s.run.job.is_none() && matches!(s.run.work, Work::Idle));
    s.apply(Action::Count);
    s.apply(Action::Confirm);
    assert_eq!(s.running(), Some(RunKind::Count), "asked and answered: it counts");
    stop(&mut s);

    // Within the hour, a count starts at once.
    let (mut s, _dir) = state(12);
    s.apply(Action::Count);
    assert!(s.confirm.is_none());
    finish(&mut s);
    assert!(matches!(s.run.end, Some(EndState::Counted { .. })));
}

#[test]
fn a_count_needing_more_than_half_the_memory_is_asked_about_first() {
    let (mut s, _dir) = state(12);
    s.machine_memory = Some(1024);
    s.apply(Action::Count);
    let question = s.confirm.clone().expect("a question before the count").text();
    assert!(
        question.contains("of memory, more than half of this machine's 1 KiB. Count anyway?"),
        "{question}"
    );
    assert!(s.run.job.is_none());
    s.machine_memory = Some(u64::MAX);
    s.confirm = None;
    s.apply(Action::Count);
    assert!(s.confirm.is_none());
    finish(&mut s);

    // n = 23 needs about 5 GiB, said before it starts, not only once it runs.
    let (mut s, _dir) = state(23);
    s.apply(Action::Count);
    let question = s.confirm.clone().expect("a question before the count").text();
    assert!(question.contains(" MiB of memory"), "{question}");
}

#[test]
fn the_count_question_also_says_what_it_would_lose_of_the_list() {
    let (mut s, _dir) = state(8);
    s.settings.cap = 50;
    s.apply(Action::Solve);
    finish(&mut s);
    s.apply(Action::SetSize(28));
    s.apply(Action::Count);
    let question = s.confirm.clone().expect("a question before the count").text();
    assert!(question.contains("The list of 50 solutions is too big to keep for undo"), "{question}");
    s.apply(Action::Confirm);
    assert!(s.confirm.is_none(), "one question, one answer");
    assert_eq!(s.running(), Some(RunKind::Count));
    stop(&mut s);
}

/// Issue 30, item 3: a refusal tells of the key just pressed; the next change done ends it,
/// though the action is still refused.
#[test]
fn a_refusal_goes_with_the_next_change() {
    use crate::app::watch::WatchControl;
    let (mut s, _dir) = state(8);
    s.apply(Action::WatchControl(WatchControl::Step));
    assert!(banner(&s).starts_with("Press Watch first"), "{}", banner(&s));
    s.apply(Action::SetFilter(Filter::Unique));
    assert_eq!(banner(&s), "", "the filter changed since");
    s.apply(Action::WatchControl(WatchControl::Step));
    s.apply(Action::SetSize(9));
    assert_eq!(banner(&s), "", "the size changed since");
    s.apply(Action::WatchControl(WatchControl::Step));
    s.apply(Action::Undo);
    assert_eq!(banner(&s), "", "undone since");
    s.apply(Action::WatchControl(WatchControl::Step));
    s.apply(Action::Undo);
    assert_eq!(banner(&s), "");
}

/// Issue 30, item 3: "not kept for undo" is said of the run that replaced the list, and a
/// change of board ends it.
#[test]
fn the_list_not_kept_goes_with_the_board_it_was_said_on() {
    let (mut s, _dir) = state(8);
    s.settings.cap = 50;
    s.apply(Action::Solve);
    finish(&mut s);
    // The undo point of the size change keeps the 50 listed: 50 more would pass the cap.
    s.apply(Action::SetSize(9));
    s.apply(Action::Count);
    s.apply(Action::Confirm);
    assert!(banner(&s).contains("not kept for undo"), "{}", banner(&s));
    finish(&mut s);
    s.apply(Action::SetSize(10));
    assert_eq!(banner(&s), "", "a size change ends it");
}

/// Issue 30, item 3: an opened list filtered after is told as it now is, by the status line,
/// and the banner that counted the file's solutions goes.
#[test]
fn an_opened_list_filtered_after_is_told_as_it_now_is() {
    let (mut s, dir) = state(8);
    s.apply(Action::Solve);
    finish(&mut s);
    let path = dir.path().join("all-8.json");
    s.apply(Action::UsePath(FileOp::Export, path.clone()));
    settle_files(&mut s);
    s.apply(Action::UsePath(FileOp::Open, path));
    settle_files(&mut s);
    assert!(end_text(&s).0.contains("92 solutions"), "{}", end_text(&s).0);
    assert!(banner(&s).contains("92 solutions"), "{}", banner(&s));
    s.apply(Action::SetFilter(Filter::Unique));
    assert_eq!(s.listed(), 12);
    let line = end_text(&s).0;
    assert!(line.contains("12 unique solutions") && !line.contains("92"), "{line}");
    assert_eq!(banner(&s), "", "the banner of the 92 goes with them");
    s.apply(Action::Undo);
    assert_eq!(s.listed(), 92, "undo brings the list back");
    assert_eq!(banner(&s), "", "not the banner: a notice belongs to the action that made it");
}

/// Issue 29, item 2: what the state keeps is worded when read, so a language switch changes
/// the banner, the undo label and the question at once.
#[test]
fn the_banner_the_undo_label_and_the_question_follow_a_language_switch() {
    use crate::app::text::lang::{Language, tests::in_language};
    let (mut s, _dir) = state(28);
    // Squares named as on a chessboard, whose files past z are numbered.
    s.apply(Action::SetNotation(crate::notation::Notation::Squares));
    s.apply(Action::ToggleQueen(Queen::new(0, 0)));
    s.apply(Action::TypeSize("abc".into()));
    // The banner is read before Count, which ends it (a notice belongs to its action).
    let spanish_banner = in_language(Language::Spanish, || banner(&s));
    let english_banner = banner(&s);
    s.apply(Action::Count);
    let english = (english_banner, s.undo_label().unwrap(), s.confirm.clone().unwrap().text());
    // Files past z are numbered: the square is file 1, rank 28.
    assert!(english.0.contains("is not a board size") && english.1 == "fix 1:28", "{english:?}");
    in_language(Language::Spanish, || {
        let spanish = (spanish_banner.clone(), s.undo_label().unwrap(), s.confirm.clone().unwrap().text());
        assert!(spanish.0.contains("no es un tamaño de tablero"), "{spanish:?}");
        assert_eq!(spanish.1, "fijar 1:28");
        assert!(spanish.2.starts_with("Contar el tablero"), "{spanish:?}");
    });
}
