#pragma once

#include "Annotation.h"

#include <QList>
#include <QObject>
#include <QString>

#include <vector>

namespace faultline {

// The notes of one capture, with undo and redo. Every change goes through add/edit/remove (a
// command on the undo stack); replaceAll() is for loading and clears the history. QtCore only
// (QUndoStack lives in QtGui), so the CLI and the core share it; the Notes panel binds its undo
// and redo actions to canUndo()/undoText() and undoStateChanged().
class AnnotationSet : public QObject
{
    Q_OBJECT
public:
    explicit AnnotationSet(QObject* parent = nullptr);

    [[nodiscard]] const QList<Annotation>& annotations() const { return m_annotations; }
    [[nodiscard]] qsizetype size() const { return m_annotations.size(); }
    // nullptr when no annotation has that id.
    [[nodiscard]] const Annotation* find(quint64 id) const;
    [[nodiscard]] qsizetype indexOf(quint64 id) const;

    // Adds `annotation` (a fresh id when its id is 0 or taken) and returns the id; 0 with
    // `error` set when the annotation is invalid.
    quint64 add(Annotation annotation, QString* error = nullptr);
    // Replaces the annotation with `annotation.id`. False when there is none, it is invalid
    // or nothing changed.
    bool edit(const Annotation& annotation, QString* error = nullptr);
    bool remove(quint64 id);
    // Loads `annotations` (ids kept when unique), forgets the history and marks the set clean.
    void replaceAll(const QList<Annotation>& annotations);

    [[nodiscard]] bool canUndo() const { return m_index > 0; }
    [[nodiscard]] bool canRedo() const { return m_index < m_commands.size(); }
    // "Add note", "Edit note", "Remove note"; empty when there is nothing to undo/redo.
    [[nodiscard]] QString undoText() const;
    [[nodiscard]] QString redoText() const;
    bool undo();
    bool redo();
    // Clean = as last loaded or saved (setClean()).
    [[nodiscard]] bool isClean() const { return m_index == m_cleanIndex; }
    void setClean();

Q_SIGNALS:
    void annotationAdded(quint64 id);
    void annotationChanged(quint64 id);
    void annotationRemoved(quint64 id);
    void annotationsReset();
    void undoStateChanged();
    void cleanChanged(bool clean);

private:
    enum class CommandType : quint8 { Add, Edit, Remove };
    struct Command
    {
        CommandType type = CommandType::Add;
        Annotation before; // Edit, Remove
        Annotation after;  // Add, Edit
        qsizetype index = 0;
    };

    void push(Command command);
    void apply(const Command& command, bool forward);
    [[nodiscard]] static QString commandText(CommandType type);
    [[nodiscard]] quint64 freshId();
    void afterStackChange(bool wasClean);

    QList<Annotation> m_annotations;
    std::vector<Command> m_commands;
    std::size_t m_index = 0;      // commands [0, m_index) are applied
    std::size_t m_cleanIndex = 0; // SIZE_MAX when the clean state is gone
    quint64 m_nextId = 1;
};

} // namespace faultline
