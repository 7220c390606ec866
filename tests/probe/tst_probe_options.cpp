// faultline-probe's command line: the launch options (issue 25) and the interval syntax they use,
// with the defaults a bare `record` gets and the errors a bad value gets.

#include "ProbeOptions.h"
#include "ProbeTest.h"

#include <string>
#include <vector>

using namespace faultline::probe;

namespace {

bool parse(std::vector<std::string> args, ProbeOptions* out, std::string* error)
{
    args.insert(args.begin(), {"record", "-o", "/tmp/x.db", "--pid", "1"});
    return parseProbeOptions(args, out, error);
}

} // namespace

PT_TEST(launches_default_to_sampled_every_100us)
{
    ProbeOptions o;
    std::string error;
    PT_CHECK(parse({}, &o, &error));
    PT_CHECK(o.record.launches == LaunchMode::Sampled);
    PT_CHECK_EQ(o.record.launchSampleNs, std::int64_t(100'000));
    PT_CHECK(!o.record.launchReturns);
    PT_CHECK_EQ(std::string(launchModeName(o.record.launches)), std::string("sampled"));
}

PT_TEST(launches_take_each_mode)
{
    for (const auto& [name, mode] : {std::pair{"all", LaunchMode::All}, std::pair{"sampled", LaunchMode::Sampled},
                                     std::pair{"counted", LaunchMode::Counted}}) {
        ProbeOptions o;
        std::string error;
        PT_CHECK_MSG(parse({"--launches", name}, &o, &error), error);
        PT_CHECK(o.record.launches == mode);
        PT_CHECK_EQ(std::string(launchModeName(mode)), std::string(name));
    }
    ProbeOptions o;
    std::string error;
    PT_CHECK(parse({"--launch-returns", "--launch-sample", "1.5ms"}, &o, &error));
    PT_CHECK(o.record.launchReturns);
    PT_CHECK_EQ(o.record.launchSampleNs, std::int64_t(1'500'000));
}

PT_TEST(launches_refuse_bad_values)
{
    for (const std::vector<std::string>& bad : {std::vector<std::string>{"--launches", "some"},
                                                {"--launches"},
                                                {"--launch-sample", "100"},
                                                {"--launch-sample", "-1us"},
                                                {"--launch-sample", "2m"},
                                                {"--launch-sample", "61s"},
                                                {"--launch-sample", "us"}}) {
        ProbeOptions o;
        std::string error;
        PT_CHECK_MSG(!parse(bad, &o, &error), bad.front());
        PT_CHECK_MSG(!error.empty(), bad.front());
    }
}

PT_TEST(intervals_have_units)
{
    std::int64_t ns = -1;
    PT_CHECK(parseInterval("0", &ns));
    PT_CHECK_EQ(ns, std::int64_t(0));
    PT_CHECK(parseInterval("250ns", &ns));
    PT_CHECK_EQ(ns, std::int64_t(250));
    PT_CHECK(parseInterval("100us", &ns));
    PT_CHECK_EQ(ns, std::int64_t(100'000));
    PT_CHECK(parseInterval("2s", &ns));
    PT_CHECK_EQ(ns, std::int64_t(2'000'000'000));
    PT_CHECK(!parseInterval("", &ns));
    PT_CHECK(!parseInterval("1.2.3ms", &ns));
    PT_CHECK(!parseInterval("5 ms", &ns));
}

PT_MAIN()
