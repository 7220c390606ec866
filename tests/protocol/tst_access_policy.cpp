// Who a probe lets a client trace, and who it lets onto its Unix socket.

#include "AccessPolicy.h"
#include "UnixSocketServer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace faultline::probe;

class TestAccessPolicy : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    std::string writeConfig(const char* name, const QByteArray& text, mode_t mode)
    {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(text);
        file.close();
        const std::string p = QFile::encodeName(path).toStdString();
        ::chmod(p.c_str(), mode);
        return p;
    }

private slots:
    void aConfigNamesUsersAndTheSocketGroup()
    {
        AccessConfig config;
        std::string error;
        QVERIFY2(AccessPolicy::parseConfig("# who else may be traced\n"
                                           "trace_users = root, 4242 ,\n"
                                           "\n"
                                           "socket_group = faultline   # for serve --unix\n"
                                           "trace_any_user = no\n",
                                           &config, &error),
                 error.c_str());
        QCOMPARE(config.uids, (std::vector<uid_t>{0, 4242}));
        QCOMPARE(config.socketGroup, std::string("faultline"));
        QVERIFY(!config.anyUser);
    }

    void aConfigThatSaysSomethingUnknownIsRefused_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown key") << QByteArray("trace_everyone = true\n") << QStringLiteral("unknown key");
        QTest::newRow("not a boolean") << QByteArray("trace_any_user = maybe\n") << QStringLiteral("true or false");
        QTest::newRow("no such user") << QByteArray("trace_users = no-such-user-here\n")
                                      << QStringLiteral("no user 'no-such-user-here'");
        QTest::newRow("no equals sign") << QByteArray("\n\ntrace_any_user\n") << QStringLiteral("line 3");
    }

    void aConfigThatSaysSomethingUnknownIsRefused()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, mentions);
        AccessConfig config;
        std::string error;
        QVERIFY(!AccessPolicy::parseConfig(text.toStdString(), &config, &error));
        QVERIFY2(QString::fromStdString(error).contains(mentions), error.c_str());
    }

    void onlyARootOwnedConfigThatOnlyRootCanWriteCounts()
    {
        AccessConfig config;
        std::string error;
        // No file: nobody but the caller.
        QVERIFY(AccessPolicy::loadConfig(m_dir.filePath(QStringLiteral("absent.conf")).toStdString(), &config, &error));
        QVERIFY(!config.anyUser && config.uids.empty());

        const std::string writable = writeConfig("writable.conf", "trace_any_user = true\n", 0664);
        QVERIFY(!AccessPolicy::loadConfig(writable, &config, &error));
        QVERIFY2(error.find("writable by root only") != std::string::npos, error.c_str());
        QVERIFY(!config.anyUser);

        const std::string link = m_dir.filePath(QStringLiteral("link.conf")).toStdString();
        QVERIFY(::symlink(writable.c_str(), link.c_str()) == 0);
        QVERIFY(!AccessPolicy::loadConfig(link, &config, &error));

        if (::geteuid() != 0)
            QSKIP("the rest needs root: files owned by root and by someone else");
        const std::string good = writeConfig("good.conf", "trace_any_user = true\n", 0644);
        QVERIFY2(AccessPolicy::loadConfig(good, &config, &error), error.c_str());
        QVERIFY(config.anyUser);
        const std::string foreign = writeConfig("foreign.conf", "trace_any_user = true\n", 0644);
        QVERIFY(::chown(foreign.c_str(), 65534, 65534) == 0);
        QVERIFY(!AccessPolicy::loadConfig(foreign, &config, &error));
        QVERIFY2(error.find("owned by root") != std::string::npos, error.c_str());
    }

    void aCallerMayTraceItsOwnProcessesAndWhatTheConfigAdds()
    {
        const AccessPolicy own(1000, {});
        QVERIFY(own.mayTrace(1000));
        QVERIFY(!own.mayTrace(1001));
        QVERIFY(!own.mayTrace(0));
        AccessConfig more;
        more.uids = {1001};
        const AccessPolicy listed(1000, more);
        QVERIFY(listed.mayTrace(1001));
        QVERIFY(!listed.mayTrace(1002));
        AccessConfig any;
        any.anyUser = true;
        QVERIFY(AccessPolicy(1000, any).mayTrace(0));
        QVERIFY(AccessPolicy(0, {}).mayTrace(4242)); // root traces anyone
    }

    void theSocketAdmitsRootTheGroupAndItsMembersOnly()
    {
        std::string why;
        QVERIFY(UnixSocketServer::peerAllowed({1, 0, 0}, 4321, &why));
        QVERIFY(UnixSocketServer::peerAllowed({1, 65534, 4321}, 4321, &why));
        QVERIFY(!UnixSocketServer::peerAllowed({1, 65534, 65534}, 4321, &why));
        QVERIFY2(why.find("uid 65534") != std::string::npos && why.find("gid 4321") != std::string::npos, why.c_str());
        // root's own groups count for a user whose group list holds the gid (root is in group 0).
        QVERIFY(UnixSocketServer::peerAllowed({1, 0, 12345}, 0, &why));
        gid_t gid = 1;
        QVERIFY(UnixSocketServer::findGroup("0", &gid, &why) && gid == 0);
        QVERIFY(!UnixSocketServer::findGroup("no-such-group-here", &gid, &why));
        QVERIFY2(why.find("groupadd no-such-group-here") != std::string::npos, why.c_str());
    }
};

QTEST_GUILESS_MAIN(TestAccessPolicy)
#include "tst_access_policy.moc"
