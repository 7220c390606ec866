#include "AnnotationSet.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace faultline {

AnnotationSet::AnnotationSet(QObject* parent)
    : QObject(parent)
{
}

const Annotation* AnnotationSet::find(quint64 id) const
{
    const qsizetype i = indexOf(id);
    return i < 0 ? nullptr : &m_annotations.at(i);
}

qsizetype AnnotationSet::indexOf(quint64 id) const
{
    for (qsizetype i = 0; i < m_annotations.size(); ++i) {
        if (m_annotations.at(i).id == id)
            return i;
    }
    return -1;
}

quint64 AnnotationSet::freshId()
{
    while (indexOf(m_nextId) >= 0)
        ++m_nextId;
    return m_nextId++;
}

quint64 AnnotationSet::add(Annotation annotation, QString* error)
{
    const QString problem = annotation.validationError();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return 0;
    }
    if (annotation.id == 0 || indexOf(annotation.id) >= 0)
        annotation.id = freshId();
    Command c;
    c.type = CommandType::Add;
    c.after = annotation;
    c.index = m_annotations.size();
    push(std::move(c));
    return annotation.id;
}

bool AnnotationSet::edit(const Annotation& annotation, QString* error)
{
    const qsizetype i = indexOf(annotation.id);
    if (i < 0) {
        if (error)
            *error = QCoreApplication::translate("AnnotationSet", "There is no note with id %1.").arg(annotation.id);
        return false;
    }
    const QString problem = annotation.validationError();
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    if (m_annotations.at(i) == annotation)
        return false;
    Command c;
    c.type = CommandType::Edit;
    c.before = m_annotations.at(i);
    c.after = annotation;
    c.index = i;
    push(std::move(c));
    return true;
}

bool AnnotationSet::remove(quint64 id)
{
    const qsizetype i = indexOf(id);
    if (i < 0)
        return false;
    Command c;
    c.type = CommandType::Remove;
    c.before = m_annotations.at(i);
    c.index = i;
    push(std::move(c));
    return true;
}

void AnnotationSet::replaceAll(const QList<Annotation>& annotations)
{
    const bool wasClean = isClean();
    m_annotations.clear();
    m_nextId = 1;
    for (Annotation a : annotations) {
        if (a.id == 0 || indexOf(a.id) >= 0)
            a.id = 0;
        m_annotations.append(a);
    }
    for (const Annotation& a : std::as_const(m_annotations))
        m_nextId = std::max(m_nextId, a.id + 1);
    for (Annotation& a : m_annotations) {
        if (a.id == 0)
            a.id = m_nextId++;
    }
    m_commands.clear();
    m_index = 0;
    m_cleanIndex = 0;
    Q_EMIT annotationsReset();
    afterStackChange(wasClean);
}

void AnnotationSet::push(Command command)
{
    const bool wasClean = isClean();
    m_commands.resize(m_index);
    if (m_cleanIndex > m_index)
        m_cleanIndex = std::numeric_limits<std::size_t>::max();
    m_commands.push_back(std::move(command));
    ++m_index;
    apply(m_commands.back(), true);
    afterStackChange(wasClean);
}

void AnnotationSet::apply(const Command& c, bool forward)
{
    const bool insert = (c.type == CommandType::Add) == forward && c.type != CommandType::Edit;
    if (c.type == CommandType::Edit) {
        const Annotation& target = forward ? c.after : c.before;
        m_annotations[c.index] = target;
        Q_EMIT annotationChanged(target.id);
    } else if (insert) {
        const Annotation& a = c.type == CommandType::Add ? c.after : c.before;
        m_annotations.insert(std::min(c.index, m_annotations.size()), a);
        m_nextId = std::max(m_nextId, a.id + 1);
        Q_EMIT annotationAdded(a.id);
    } else {
        const Annotation& a = c.type == CommandType::Add ? c.after : c.before;
        m_annotations.removeAt(c.index);
        Q_EMIT annotationRemoved(a.id);
    }
}

bool AnnotationSet::undo()
{
    if (!canUndo())
        return false;
    const bool wasClean = isClean();
    --m_index;
    apply(m_commands[m_index], false);
    afterStackChange(wasClean);
    return true;
}

bool AnnotationSet::redo()
{
    if (!canRedo())
        return false;
    const bool wasClean = isClean();
    apply(m_commands[m_index], true);
    ++m_index;
    afterStackChange(wasClean);
    return true;
}

void AnnotationSet::setClean()
{
    const bool wasClean = isClean();
    m_cleanIndex = m_index;
    afterStackChange(wasClean);
}

void AnnotationSet::afterStackChange(bool wasClean)
{
    Q_EMIT undoStateChanged();
    if (wasClean != isClean())
        Q_EMIT cleanChanged(isClean());
}

QString AnnotationSet::commandText(CommandType type)
{
    switch (type) {
    case CommandType::Add: return QCoreApplication::translate("AnnotationSet", "Add note");
    case CommandType::Edit: return QCoreApplication::translate("AnnotationSet", "Edit note");
    case CommandType::Remove: return QCoreApplication::translate("AnnotationSet", "Remove note");
    }
    return {};
}

QString AnnotationSet::undoText() const
{
    return canUndo() ? commandText(m_commands[m_index - 1].type) : QString();
}

QString AnnotationSet::redoText() const
{
    return canRedo() ? commandText(m_commands[m_index].type) : QString();
}

} // namespace faultline
