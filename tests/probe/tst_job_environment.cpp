// A process's job rank from its environment (RANK, LOCAL_RANK, WORLD_SIZE): crafted environments,
// hostile ones (values that are not numbers, too large, names that only start like ours, no
// final NUL), pieces split anywhere, and the real /proc/PID/environ of a child started with a
// crafted environment.

#include "JobEnvironment.h"
#include "ProbeTest.h"

#include <csignal>
#include <string>
#include <string_view>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace faultline;
using probe::JobEnvironment;

namespace {

using namespace std::string_literals;

JobEnvironment::Values values(std::int32_t rank, std::int32_t localRank, std::int32_t worldSize)
{
    JobEnvironment::Values v;
    v.rank = rank;
    v.localRank = localRank;
    v.worldSize = worldSize;
    return v;
}

std::string show(const JobEnvironment::Values& v)
{
    return std::to_string(v.rank) + "/" + std::to_string(v.localRank) + "/" + std::to_string(v.worldSize);
}

// `text` parsed whole and fed one byte at a time must agree.
JobEnvironment::Values parsed(const std::string& text, JobEnvironment::Problems* problems = nullptr)
{
    JobEnvironment::Problems whole;
    const JobEnvironment::Values v = JobEnvironment::parse(text, &whole);
    JobEnvironment bytes;
    for (const char c : text)
        bytes.feed(std::string_view(&c, 1));
    const JobEnvironment::Values fed = bytes.finish();
    PT_CHECK_EQ(show(fed), show(v));
    PT_CHECK_EQ(bytes.problems().malformed, whole.malformed);
    PT_CHECK_EQ(bytes.problems().inconsistent, whole.inconsistent);
    PT_CHECK_EQ(bytes.problems().unterminated, whole.unterminated);
    if (problems)
        *problems = whole;
    return v;
}

} // namespace

PT_TEST(all_three_are_read_among_other_variables)
{
    JobEnvironment::Problems problems;
    const auto v = parsed("PATH=/usr/bin\0RANK=3\0HOME=/root\0LOCAL_RANK=1\0SECRET=RANK=7\0WORLD_SIZE=8\0TERM=xterm\0"s,
                          &problems);
    PT_CHECK_EQ(show(v), show(values(3, 1, 8)));
    PT_CHECK(v.known());
    PT_CHECK(!problems.any());
}

PT_TEST(missing_variables_stay_unknown)
{
    JobEnvironment::Problems problems;
    PT_CHECK_EQ(show(parsed("PATH=/usr/bin\0HOME=/root\0"s, &problems)), show(values(-1, -1, -1)));
    PT_CHECK(!problems.any());
    PT_CHECK(!parsed("PATH=/usr/bin\0"s).known());
    PT_CHECK_EQ(show(parsed("LOCAL_RANK=2\0"s)), show(values(-1, 2, -1)));
    PT_CHECK_EQ(show(parsed("WORLD_SIZE=4\0"s)), show(values(-1, -1, 4)));
    // Without a world size any rank in range stands on its own.
    PT_CHECK_EQ(show(parsed("RANK=1000000\0"s)), show(values(1'000'000, -1, -1)));
}

PT_TEST(empty_environment_gives_nothing)
{
    JobEnvironment::Problems problems;
    PT_CHECK(!parsed(""s, &problems).known());
    PT_CHECK(!problems.any());
    PT_CHECK(!parsed("\0\0\0"s, &problems).known());
    PT_CHECK(!problems.any());
}

PT_TEST(names_that_only_look_like_ours_do_not_count)
{
    JobEnvironment::Problems problems;
    const auto v = parsed("RANKX=1\0MY_RANK=2\0LOCAL_RANKS=3\0RAN=4\0rank=5\0WORLD_SIZE_=6\0 RANK=7\0=RANK=8\0RANK\0"
                          "X=RANK=9\0LOCAL_RANK_=1\0WORLD=2\0"s,
                          &problems);
    PT_CHECK_EQ(show(v), show(values(-1, -1, -1)));
    PT_CHECK(!problems.any());
}

PT_TEST(values_that_are_not_plain_decimals_are_refused_and_counted)
{
    for (const std::string value : {"abc", "-1", "+3", " 3", "3 ", "3.0", "", "0x3", "3=4", "٣", "1e3"}) {
        JobEnvironment::Problems problems;
        const auto v = parsed("RANK=" + value + "\0WORLD_SIZE=8\0"s, &problems);
        PT_CHECK_MSG(v.rank == -1, "RANK=" + value);
        PT_CHECK_EQ(v.worldSize, 8);
        PT_CHECK_EQ(problems.malformed, 1u);
    }
}

PT_TEST(values_out_of_range_are_refused_and_counted)
{
    JobEnvironment::Problems problems;
    auto v = parsed("RANK=99999999999999999999999\0LOCAL_RANK=1000001\0WORLD_SIZE=0\0"s, &problems);
    PT_CHECK_EQ(show(v), show(values(-1, -1, -1)));
    PT_CHECK_EQ(problems.malformed, 3u);
    v = parsed("WORLD_SIZE=1000001\0RANK=2\0"s, &problems);
    PT_CHECK_EQ(show(v), show(values(2, -1, -1)));
    PT_CHECK_EQ(problems.malformed, 1u);
    // Leading zeros are a decimal number all the same (int("03") is 3).
    PT_CHECK_EQ(show(parsed("RANK=03\0WORLD_SIZE=0008\0"s)), show(values(3, -1, 8)));
}

PT_TEST(a_rank_not_below_the_world_size_drops_all_three)
{
    JobEnvironment::Problems problems;
    PT_CHECK_EQ(show(parsed("RANK=8\0LOCAL_RANK=0\0WORLD_SIZE=8\0"s, &problems)), show(values(-1, -1, -1)));
    PT_CHECK_EQ(problems.inconsistent, 1u);
    PT_CHECK_EQ(show(parsed("RANK=1\0LOCAL_RANK=9\0WORLD_SIZE=8\0"s, &problems)), show(values(-1, -1, -1)));
    PT_CHECK_EQ(problems.inconsistent, 1u);
    PT_CHECK_EQ(show(parsed("RANK=7\0LOCAL_RANK=7\0WORLD_SIZE=8\0"s, &problems)), show(values(7, 7, 8)));
    PT_CHECK(!problems.any());
}

PT_TEST(duplicates_keep_the_first_as_getenv_does)
{
    JobEnvironment::Problems problems;
    PT_CHECK_EQ(show(parsed("RANK=2\0WORLD_SIZE=4\0RANK=3\0WORLD_SIZE=9\0"s, &problems)), show(values(2, -1, 4)));
    PT_CHECK(!problems.any());
    // The first is what the process sees: when it is no number, the later valid one is not used.
    PT_CHECK_EQ(show(parsed("RANK=x\0RANK=3\0"s, &problems)), show(values(-1, -1, -1)));
    PT_CHECK_EQ(problems.malformed, 1u);
}

PT_TEST(an_entry_without_its_nul_is_ignored)
{
    JobEnvironment::Problems problems;
    // "WORLD_SIZE=8" may have been "WORLD_SIZE=80" before it was cut.
    PT_CHECK_EQ(show(parsed("RANK=3\0WORLD_SIZE=8"s, &problems)), show(values(3, -1, -1)));
    PT_CHECK(problems.unterminated);
    PT_CHECK_EQ(show(parsed("RANK=3"s, &problems)), show(values(-1, -1, -1)));
    PT_CHECK(problems.unterminated);
    PT_CHECK_EQ(problems.malformed, 0u);
    PT_CHECK_EQ(show(parsed("RANK=3\0PATH=/usr"s, &problems)), show(values(3, -1, -1)));
    PT_CHECK(problems.unterminated);
}

PT_TEST(pieces_may_split_an_entry_anywhere)
{
    const std::string text = "A=1\0RANK=12\0LOCAL_RANK=4\0WORLD_SIZE=16\0B=RANK\0"s;
    for (std::size_t cut = 0; cut <= text.size(); ++cut) {
        JobEnvironment scan;
        scan.feed(std::string_view(text).substr(0, cut));
        scan.feed(std::string_view(text).substr(cut));
        PT_CHECK_EQ(show(scan.finish()), show(values(12, 4, 16)));
        PT_CHECK(!scan.problems().any());
    }
}

PT_TEST(proc_environ_of_a_child_is_read)
{
    const pid_t child = ::fork();
    PT_CHECK(child >= 0);
    if (child == 0) {
        char* argv[] = {const_cast<char*>("sleep"), const_cast<char*>("30"), nullptr};
        char* envp[] = {const_cast<char*>("FAULTLINE_SECRET_CANARY=do-not-read"), const_cast<char*>("RANK=5"),
                        const_cast<char*>("LOCAL_RANK=1"), const_cast<char*>("WORLD_SIZE=6"), nullptr};
        ::execve("/bin/sleep", argv, envp);
        ::_exit(127);
    }
    JobEnvironment::Values v;
    JobEnvironment::Problems problems;
    // Until the child has exec'd it holds this process's environment: wait for its own.
    JobEnvironment::ReadStatus status = JobEnvironment::ReadStatus::Gone;
    for (int attempt = 0; attempt < 500 && !(v == values(5, 1, 6)); ++attempt) {
        status = JobEnvironment::read(child, &v, &problems);
        if (!(v == values(5, 1, 6)))
            ::usleep(10'000);
    }
    ::kill(child, SIGKILL);
    ::waitpid(child, nullptr, 0);
    PT_CHECK(status == JobEnvironment::ReadStatus::Read);
    PT_CHECK_EQ(show(v), show(values(5, 1, 6)));
    PT_CHECK(!problems.any());
    // Once the process is gone and reaped, it says so.
    PT_CHECK(JobEnvironment::read(child, &v, &problems) == JobEnvironment::ReadStatus::Gone);
    PT_CHECK(!v.known());
}

PT_MAIN()
